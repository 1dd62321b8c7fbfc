# A payout account program of the h68 set (cwe-352-csrf).
# goat dairies: farmer portal where dairies update the bank account for monthly milk-cheque payouts
from __future__ import annotations

import hmac
import re
import secrets
from dataclasses import dataclass

from starlette.applications import Starlette
from starlette.middleware import Middleware
from starlette.middleware.sessions import SessionMiddleware
from starlette.requests import Request
from starlette.responses import HTMLResponse, PlainTextResponse, RedirectResponse, Response
from starlette.routing import Route

SESSION_SECRET = open("/run/secrets/coop_portal_session").read().strip()
IBAN_RE = re.compile(r"[A-Z]{2}\d{2}[A-Z0-9]{11,30}")


@dataclass(slots=True, frozen=True, kw_only=True)
class PayoutAccount:
    holder: str
    iban: str
    bic: str | None = None


ACCOUNTS: dict[int, PayoutAccount] = {}


def _csrf_token(request: Request) -> str:
    return request.session.setdefault("csrf", secrets.token_urlsafe(32))


def _farm_id(request: Request) -> int | None:
    match request.session:
        case {"farm_id": int(fid), "role": "owner" | "bookkeeper"}:
            return fid
        case _:
            return None


async def payout_form(request: Request) -> Response:
    if (fid := _farm_id(request)) is None:
        return RedirectResponse("/login", status_code=303)
    current = ACCOUNTS.get(fid)
    return HTMLResponse(f"""
<form method="post" action="/payout">
  <input type="hidden" name="csrf" value="{_csrf_token(request)}">
  <label>Account holder <input name="holder" value=""></label>
  <label>IBAN <input name="iban" value=""></label>
  <label>BIC <input name="bic" value=""></label>
  <p>Current account ends in {current.iban[-4:] if current else '—'}</p>
  <button>Save payout account</button>
</form>""")


async def update_payout(request: Request) -> Response:
    if (fid := _farm_id(request)) is None:
        return PlainTextResponse("sign in first", status_code=401)
    form = await request.form()

    if (sent := form.get("csrf")) and not hmac.compare_digest(str(sent), request.session.get("csrf", "")):
        return PlainTextResponse("form expired, please reload", status_code=403)

    match (form.get("holder", "").strip(), form.get("iban", "").replace(" ", "").upper(), form.get("bic")):
        case (holder, iban, bic) if holder and IBAN_RE.fullmatch(iban):
            ACCOUNTS[fid] = PayoutAccount(holder=holder, iban=iban, bic=(bic or None))
            return RedirectResponse("/payout?saved=1", status_code=303)
        case (_, iban, _) if iban:
            return PlainTextResponse("that IBAN does not look right", status_code=422)
        case _:
            return PlainTextResponse("holder and IBAN are required", status_code=422)


app = Starlette(
    routes=[
        Route("/payout", payout_form, methods=["GET"]),
        Route("/payout", update_payout, methods=["POST"]),
    ],
    # the portal is framed inside the co-operative's member site, so the cookie must travel cross-site
    middleware=[Middleware(SessionMiddleware, secret_key=SESSION_SECRET, same_site="none", https_only=True)],
)
