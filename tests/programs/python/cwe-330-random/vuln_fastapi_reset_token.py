# FastAPI endpoint issuing password reset tokens
import random
import string
import time

from fastapi import FastAPI
from pydantic import BaseModel, Field

app = FastAPI()
RESET_TOKENS: dict[str, tuple[str, float]] = {}
ALPHABET = string.ascii_letters + string.digits


class ResetRequest(BaseModel):
    email: str = Field(..., max_length=254)


@app.post("/password/forgot")
async def forgot(req: ResetRequest):
    token = "".join(random.choice(ALPHABET) for _ in range(32))
    RESET_TOKENS[token] = (req.email, time.time() + 3600)
    return {"sent": True}
