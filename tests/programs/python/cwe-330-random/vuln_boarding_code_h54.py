# FastAPI routes that issue and redeem one-time recovery codes for airline loyalty accounts.
import hmac
import random
import string
import time
from typing import Callable, Dict, Tuple

from fastapi import BackgroundTasks, FastAPI, HTTPException
from pydantic import BaseModel

app = FastAPI()
ALPHABET = string.ascii_uppercase + string.digits
TTL_SECONDS = 600
PENDING: Dict[str, Tuple[str, float]] = {}


class RecoveryRequest(BaseModel):
    member_id: str


class RedeemRequest(BaseModel):
    member_id: str
    code: str


def make_code(length: int = 8, pick: Callable[[str], str] = random.choice) -> str:
    return "".join(pick(ALPHABET) for _ in range(length))


def notify_member(member_id: str, code: str) -> None:
    print(f"sms queued for {member_id}: your recovery code is {code}")


@app.post("/loyalty/recovery")
async def start_recovery(req: RecoveryRequest, tasks: BackgroundTasks):
    code = make_code()
    PENDING[req.member_id] = (code, time.time() + TTL_SECONDS)
    tasks.add_task(notify_member, req.member_id, code)
    return {"sent": True}


@app.post("/loyalty/recovery/redeem")
async def redeem(req: RedeemRequest):
    code, expires = PENDING.pop(req.member_id, ("", 0.0))
    if time.time() > expires or not hmac.compare_digest(code, req.code.strip().upper()):
        raise HTTPException(status_code=401, detail="invalid or expired code")
    return {"member_id": req.member_id, "reset_allowed": True}
