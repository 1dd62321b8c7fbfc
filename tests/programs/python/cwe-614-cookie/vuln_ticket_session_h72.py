# A ticket session program of the h72 set (cwe-614-cookie).
from __future__ import annotations

import hashlib
import hmac
import os
import secrets
import sqlite3
import time
from typing import Protocol

from fastapi import FastAPI, Form, HTTPException, Response

app = FastAPI(title="Moonbeam Drive-In box office")

SIGNING_KEY = os.environ["MOONBEAM_COOKIE_KEY"].encode()
DB_PATH = "/var/lib/moonbeam/passes.db"


def pin_matches(pass_id: str, pin: str) -> bool:
    with sqlite3.connect(DB_PATH) as conn:
        row = conn.execute(
            "SELECT pin_salt, pin_hash FROM car_passes WHERE pass_id = ?", (pass_id,)
        ).fetchone()
    if row is None:
        return False
    salt, stored = row
    candidate = hashlib.scrypt(pin.encode(), salt=bytes.fromhex(salt), n=2**14, r=8, p=1).hex()
    return hmac.compare_digest(candidate, stored)


def sign(value: str) -> str:
    mac = hmac.new(SIGNING_KEY, value.encode(), hashlib.sha256).hexdigest()
    return f"{value}.{mac}"


class CookieIssuer(Protocol):
    name: str

    def issue(self, response: Response, pass_id: str) -> None: ...


class SessionCookie:
    name = "mb_session"

    def issue(self, response: Response, pass_id: str) -> None:
        token = sign(f"{pass_id}:{secrets.token_hex(16)}:{int(time.time())}")
        response.set_cookie(
            self.name,
            token,
            max_age=4 * 3600,
            secure=True,
            httponly=True,
            samesite="lax",
            path="/",
        )


class RememberCookie:
    name = "mb_remember"
    lifetime = 60 * 24 * 3600

    def issue(self, response: Response, pass_id: str) -> None:
        token = sign(f"{pass_id}:{int(time.time()) + self.lifetime}")
        response.set_cookie(
            self.name,
            token,
            max_age=self.lifetime,
            path="/",
        )


class CookieSet:
    """The cookies handed out on a successful sign-in."""

    def __init__(self, *issuers: CookieIssuer) -> None:
        self.issuers = issuers

    def issue_all(self, response: Response, pass_id: str) -> list[str]:
        for issuer in self.issuers:
            issuer.issue(response, pass_id)
        return [issuer.name for issuer in self.issuers]


def cookies_for(remember: bool) -> CookieSet:
    if remember:
        return CookieSet(SessionCookie(), RememberCookie())
    return CookieSet(SessionCookie())


@app.post("/sign-in")
def sign_in(
    response: Response,
    pass_id: str = Form(...),
    pin: str = Form(...),
    remember: bool = Form(False),
) -> dict[str, object]:
    if not pin_matches(pass_id, pin):
        raise HTTPException(401, "unknown car pass or wrong PIN")
    issued = cookies_for(remember).issue_all(response, pass_id)
    return {"pass": pass_id, "cookies": issued}


@app.post("/sign-out")
def sign_out(response: Response) -> dict[str, str]:
    for name in (SessionCookie.name, RememberCookie.name):
        response.delete_cookie(name, path="/")
    return {"status": "signed out"}
