# hotel mobile key (h58 set)
"""Issues mobile-key codes for hotel guests who check in on their phone.

The code is typed at the door keypad of the room (or shown as a QR code
to the lock) and is valid from check-in until the departure time.
"""
import os
import random
from datetime import datetime, timedelta, timezone

import redis.asyncio as redis
from fastapi import FastAPI, HTTPException
from pydantic import BaseModel, Field

REDIS_URL = os.environ["KEYS_REDIS_URL"]
CODE_ALPHABET = "ACDEFGHJKLMNPQRTUVWXY3479"
CODE_LENGTH = 10

app = FastAPI(title="mobile-keys")
store = redis.from_url(REDIS_URL, decode_responses=True)


class KeyRequest(BaseModel):
    reservation_id: str = Field(pattern=r"^R\d{9}$")
    room: int = Field(ge=100, le=9999)
    departure: datetime


def new_code(length: int = CODE_LENGTH) -> str:
    return "".join(random.choice(CODE_ALPHABET) for _ in range(length))


def grouped(code: str, size: int = 5) -> str:
    return "-".join(code[i:i + size] for i in range(0, len(code), size))


def ttl_until(departure: datetime) -> int:
    now = datetime.now(timezone.utc)
    return int((departure.astimezone(timezone.utc) + timedelta(hours=2) - now).total_seconds())


@app.post("/mobile-keys")
async def issue_key(req: KeyRequest):
    ttl = ttl_until(req.departure)
    if ttl <= 0:
        raise HTTPException(status_code=409, detail="departure is in the past")
    code = new_code()
    await store.set(f"key:{req.room}:{code}", req.reservation_id, ex=ttl)
    return {"room": req.room, "code": grouped(code), "valid_seconds": ttl}


@app.post("/locks/{room}/verify")
async def verify(room: int, code: str):
    plain = code.replace("-", "").upper()
    reservation = await store.get(f"key:{room}:{plain}")
    if reservation is None:
        raise HTTPException(status_code=403, detail="code not valid for this door")
    return {"room": room, "reservation": reservation, "open": True}
