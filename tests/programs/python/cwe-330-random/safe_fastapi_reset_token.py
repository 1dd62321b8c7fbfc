# FastAPI endpoint issuing password reset tokens
import secrets
import time

from fastapi import FastAPI
from pydantic import BaseModel, Field

app = FastAPI()
RESET_TOKENS: dict[str, tuple[str, float]] = {}


class ResetRequest(BaseModel):
    email: str = Field(..., max_length=254)


@app.post("/password/forgot")
async def forgot(req: ResetRequest):
    token = secrets.token_urlsafe(32)
    RESET_TOKENS[token] = (req.email, time.time() + 3600)
    return {"sent": True}
