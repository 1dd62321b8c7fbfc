# A feed wallet program of the h73 set (cwe-614-cookie).
import base64
import hashlib
import hmac
import json
import os
import secrets
import time

from fastapi import Cookie, FastAPI, HTTPException, Response
from pydantic import BaseModel, Field

app = FastAPI(title="Sunny Acres feed wallet")

SIGNING_KEY = os.environ["WALLET_COOKIE_KEY"].encode("utf-8")
COOKIE_NAME = "feed_wallet"
WALLET_TTL = 10 * 60 * 60
CUP_PRICE_CENTS = 300
WALLETS: dict[str, int] = {}


class TopUp(BaseModel):
    cups: int = Field(ge=1, le=20)
    payment_ref: str = Field(min_length=6, max_length=64)


def sign(wallet_id: str, issued: int) -> str:
    body = json.dumps({"w": wallet_id, "t": issued}, separators=(",", ":")).encode("utf-8")
    mac = hmac.new(SIGNING_KEY, body, hashlib.sha256).digest()[:16]
    return base64.urlsafe_b64encode(body).decode().rstrip("=") + "." + base64.urlsafe_b64encode(mac).decode().rstrip("=")


def unsign(cookie: str) -> str:
    body_part, _, mac_part = cookie.partition(".")
    try:
        body = base64.urlsafe_b64decode(body_part + "=" * (-len(body_part) % 4))
        mac = base64.urlsafe_b64decode(mac_part + "=" * (-len(mac_part) % 4))
    except ValueError:
        raise HTTPException(status_code=401, detail="wallet cookie unreadable")
    expected = hmac.new(SIGNING_KEY, body, hashlib.sha256).digest()[:16]
    if not hmac.compare_digest(mac, expected):
        raise HTTPException(status_code=401, detail="wallet cookie invalid")
    data = json.loads(body)
    if time.time() - data["t"] > WALLET_TTL:
        raise HTTPException(status_code=401, detail="wallet expired")
    return data["w"]


def set_wallet_cookie(response: Response, wallet_id: str) -> None:
    response.set_cookie(
        COOKIE_NAME,
        sign(wallet_id, int(time.time())),
        max_age=WALLET_TTL,
        path="/",
        httponly=True,
        samesite="lax",
    )


@app.post("/wallet")
def open_wallet(response: Response):
    wallet_id = secrets.token_urlsafe(12)
    WALLETS[wallet_id] = 0
    set_wallet_cookie(response, wallet_id)
    return {"cups": 0}


@app.post("/wallet/top-up")
def top_up(body: TopUp, response: Response, feed_wallet: str | None = Cookie(default=None)):
    if feed_wallet is None:
        raise HTTPException(status_code=401, detail="open a wallet first")
    wallet_id = unsign(feed_wallet)
    WALLETS[wallet_id] = WALLETS.get(wallet_id, 0) + body.cups
    set_wallet_cookie(response, wallet_id)
    return {"cups": WALLETS[wallet_id], "charged_cents": body.cups * CUP_PRICE_CENTS}


@app.post("/wallet/spend")
def spend(kiosk: str, feed_wallet: str | None = Cookie(default=None)):
    if feed_wallet is None:
        raise HTTPException(status_code=401, detail="no wallet on this phone")
    wallet_id = unsign(feed_wallet)
    if WALLETS.get(wallet_id, 0) < 1:
        raise HTTPException(status_code=402, detail="wallet is empty")
    WALLETS[wallet_id] -= 1
    return {"kiosk": kiosk.strip().upper(), "cups_left": WALLETS[wallet_id]}
