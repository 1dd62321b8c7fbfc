# A payment return program of the h73 set (cwe-601-redirect).
import base64
import binascii
import hashlib
import hmac
import json
import os

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, RedirectResponse
from starlette.routing import Route

PROCESSOR_SECRET = os.environ["PAYMENT_WEBHOOK_SECRET"].encode("utf-8")
RESORT_DOMAIN = "cedarsteamlodge.com"
DEFAULT_RETURN = "https://book.cedarsteamlodge.com/stay/confirmed"


def decode_state(state: str) -> dict:
    """The booking widget sends state=base64url(JSON) through the card processor and back."""
    try:
        raw = base64.urlsafe_b64decode(state + "=" * (-len(state) % 4))
        data = json.loads(raw.decode("utf-8"))
    except (binascii.Error, UnicodeDecodeError, json.JSONDecodeError):
        return {}
    return data if isinstance(data, dict) else {}


def signature_ok(params) -> bool:
    payload = "|".join([params.get("booking", ""), params.get("status", ""), params.get("amount", "")])
    expected = hmac.new(PROCESSOR_SECRET, payload.encode("utf-8"), hashlib.sha256).hexdigest()
    return hmac.compare_digest(expected, params.get("sig", ""))


def return_destination(state: dict, booking: str, status: str) -> str:
    target = str(state.get("return_to", "")).strip()
    if not target:
        return f"{DEFAULT_RETURN}?booking={booking}&status={status}"
    host = (target.split("://", 1)[-1].split("/", 1)[0].split("?", 1)[0]).lower()
    if not host.endswith(RESORT_DOMAIN):
        return f"{DEFAULT_RETURN}?booking={booking}&status={status}"
    joiner = "&" if "?" in target else "?"
    return f"{target}{joiner}booking={booking}&status={status}"


async def payment_return(request: Request):
    params = request.query_params
    if not signature_ok(params):
        return JSONResponse({"error": "bad signature"}, status_code=400)
    booking = params["booking"]
    status = params.get("status", "unknown").lower()
    state = decode_state(params.get("state", ""))
    destination = return_destination(state, booking, status)
    return RedirectResponse(destination, status_code=303)


async def health(_: Request):
    return JSONResponse({"ok": True})


app = Starlette(
    routes=[
        Route("/payments/return", payment_return, methods=["GET"]),
        Route("/health", health, methods=["GET"]),
    ]
)
