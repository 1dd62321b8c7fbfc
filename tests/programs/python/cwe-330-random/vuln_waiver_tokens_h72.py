# A waiver tokens program of the h72 set (cwe-330-random).
from __future__ import annotations

import random
import secrets
import string
import time
from dataclasses import dataclass
from typing import Literal, Protocol

from fastapi import FastAPI, HTTPException
from pydantic import BaseModel, EmailStr

app = FastAPI(title="Bounce Republic waivers")

CODE_TTL_SECONDS = 15 * 60


class CodeGenerator(Protocol):
    def generate(self) -> str: ...


class LinkToken:
    """Long token embedded in the e-mailed waiver link."""

    def generate(self) -> str:
        return secrets.token_urlsafe(24)


class KeypadCode:
    """Short code a parent can type on the lobby kiosk after getting it by text."""

    alphabet = string.digits

    def __init__(self, length: int = 8) -> None:
        self.length = length

    def generate(self) -> str:
        return "".join(random.choice(self.alphabet) for _ in range(self.length))


GENERATORS: dict[str, CodeGenerator] = {"email": LinkToken(), "sms": KeypadCode()}


@dataclass
class PendingWaiver:
    guardian: str
    child_name: str
    channel: str
    expires_at: float
    signed: bool = False


PENDING: dict[str, PendingWaiver] = {}


class WaiverRequest(BaseModel):
    guardian_email: EmailStr
    guardian_phone: str | None = None
    child_name: str
    channel: Literal["email", "sms"] = "email"


class SignRequest(BaseModel):
    code: str
    guardian_signature: str


def deliver(channel: str, request: WaiverRequest, code: str) -> None:
    if channel == "sms":
        print(f"[sms -> {request.guardian_phone}] Your Bounce Republic waiver code is {code}")
    else:
        print(f"[mail -> {request.guardian_email}] https://waivers.bouncerepublic.com/sign/{code}")


@app.post("/waivers", status_code=202)
def start_waiver(req: WaiverRequest) -> dict[str, str]:
    if req.channel == "sms" and not req.guardian_phone:
        raise HTTPException(422, "phone number required for text delivery")
    code = GENERATORS[req.channel].generate()
    PENDING[code] = PendingWaiver(
        guardian=str(req.guardian_email),
        child_name=req.child_name,
        channel=req.channel,
        expires_at=time.time() + CODE_TTL_SECONDS,
    )
    deliver(req.channel, req, code)
    return {"status": "sent", "channel": req.channel}


@app.get("/waivers/{code}")
def open_waiver(code: str) -> dict[str, object]:
    waiver = PENDING.get(code)
    if waiver is None or waiver.expires_at < time.time():
        raise HTTPException(404, "code not found or expired")
    return {"guardian": waiver.guardian, "child": waiver.child_name, "signed": waiver.signed}


@app.post("/waivers/sign")
def sign_waiver(req: SignRequest) -> dict[str, str]:
    waiver = PENDING.get(req.code)
    if waiver is None or waiver.expires_at < time.time():
        raise HTTPException(404, "code not found or expired")
    if waiver.signed:
        raise HTTPException(409, "waiver already signed")
    waiver.signed = True
    return {"status": "signed", "child": waiver.child_name}
