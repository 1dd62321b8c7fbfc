# A staff device program of the h68 set (cwe-614-cookie).
# dog groomers: remember trusted salon tablets so staff can clock in and open the day's grooming board
from __future__ import annotations

import hashlib
import hmac
import secrets
import time
from typing import Literal, NotRequired, TypedDict, Unpack

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route

DEVICE_KEY = bytes.fromhex(open("/run/secrets/device_cookie_key").read().strip())
COOKIE_NAME = "salon_device"
MAX_AGE = 60 * 60 * 24 * 30
SALONS = {"HQ": "Harbour Road", "WS": "Westside Mall", "MV": "Mill Valley mobile van"}


class CookieOpts(TypedDict):
    max_age: int
    path: str
    httponly: bool
    samesite: Literal["lax", "strict", "none"]
    secure: NotRequired[bool]


DEVICE_COOKIE = CookieOpts(max_age=MAX_AGE, path="/", httponly=True, samesite="strict")


def _sign(payload: str) -> str:
    mac = hmac.new(DEVICE_KEY, payload.encode(), hashlib.sha256).hexdigest()
    return f"{payload}.{mac}"


def _verify(token: str | None) -> tuple[str, str] | None:
    match (token or "").rpartition("."):
        case (payload, ".", mac) if hmac.compare_digest(_sign(payload).rpartition(".")[2], mac):
            salon, device_id, issued = payload.split(":")
            if time.time() - int(issued) < MAX_AGE:
                return salon, device_id
    return None


def _set_device_cookie(response: Response, value: str, **opts: Unpack[CookieOpts]) -> Response:
    response.set_cookie(COOKIE_NAME, value, **opts)
    return response


async def enrol(request: Request) -> Response:
    form = await request.form()
    match form.get("salon"), form.get("manager_pin"):
        case (str(salon), str(pin)) if salon in SALONS and _pin_ok(salon, pin):
            device_id = secrets.token_hex(8)
            token = _sign(f"{salon}:{device_id}:{int(time.time())}")
            body = JSONResponse({"salon": SALONS[salon], "device": device_id}, status_code=201)
            return _set_device_cookie(body, token, **DEVICE_COOKIE)
        case _:
            return JSONResponse({"error": "salon or manager PIN not recognised"}, status_code=403)


async def board(request: Request) -> Response:
    if (device := _verify(request.cookies.get(COOKIE_NAME))) is None:
        return JSONResponse({"error": "this tablet is not enrolled"}, status_code=401)
    salon, device_id = device
    return JSONResponse({"salon": SALONS[salon], "device": device_id, "appointments": []})


def _pin_ok(salon: str, pin: str) -> bool:
    expected = open(f"/run/secrets/manager_pin_{salon.lower()}").read().strip()
    return hmac.compare_digest(expected, pin)


app = Starlette(routes=[
    Route("/devices/enrol", enrol, methods=["POST"]),
    Route("/board", board),
])
