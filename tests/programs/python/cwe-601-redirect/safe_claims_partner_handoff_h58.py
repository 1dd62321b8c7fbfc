# claims partner handoff (h58 set)
"""Hand-off endpoint between an insurer's claims portal and repair partners.

A body shop's portal sends the policyholder here with a claim number and
a ``return_url``; the claim status is looked up and the browser is sent
back to the partner with the status appended.
"""
import os
import re
from urllib.parse import urlencode, urlsplit, urlunsplit

import asyncpg
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import PlainTextResponse, RedirectResponse
from starlette.routing import Route

DSN = os.environ["CLAIMS_DB_DSN"]
CLAIM_NUMBER = re.compile(r"CLM-\d{8}")
PARTNER_HOSTS = frozenset(
    h.strip().lower() for h in os.environ.get("PARTNER_HOSTS", "").split(",") if h.strip()
)


def with_status(url: str, claim: str, status: str) -> str:
    parts = urlsplit(url)
    extra = urlencode({"claim": claim, "status": status})
    query = f"{parts.query}&{extra}" if parts.query else extra
    return urlunsplit((parts.scheme, parts.netloc, parts.path, query, ""))


def return_target(raw: str | None) -> str | None:
    if not raw:
        return None
    parts = urlsplit(raw)
    if parts.scheme != "https" or not parts.hostname:
        return None
    if "\\" in raw or parts.username is not None:
        return None
    if parts.hostname.lower() not in PARTNER_HOSTS:
        return None
    return raw


async def claim_status(pool: asyncpg.Pool, claim: str) -> str | None:
    async with pool.acquire() as conn:
        return await conn.fetchval("SELECT status FROM claims WHERE claim_number = $1", claim)


async def handoff(request: Request):
    claim = request.query_params.get("claim", "")
    if not CLAIM_NUMBER.fullmatch(claim):
        return PlainTextResponse("unknown claim", status_code=404)
    target = return_target(request.query_params.get("return_url"))
    if target is None:
        return PlainTextResponse("return_url is not acceptable", status_code=400)
    status = await claim_status(request.app.state.pool, claim) or "unknown"
    return RedirectResponse(with_status(target, claim, status), status_code=303)


async def startup():
    app.state.pool = await asyncpg.create_pool(DSN, min_size=1, max_size=4)


async def shutdown():
    await app.state.pool.close()


app = Starlette(
    routes=[Route("/partners/handoff", handoff)],
    on_startup=[startup],
    on_shutdown=[shutdown],
)
