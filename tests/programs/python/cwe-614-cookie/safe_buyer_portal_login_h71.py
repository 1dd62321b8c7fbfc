# A buyer portal login program of the h71 set (cwe-614-cookie).
import hmac
import logging
import os
import secrets
import time

from aiohttp import web

log = logging.getLogger("buyer_portal")

SESSION_COOKIE = "tw_buyer"
SESSION_TTL = 8 * 3600
BUYERS: dict[str, str] = {}  # account code -> portal PIN, synced from the sales ledger
SESSIONS: dict[str, tuple[str, float]] = {}


class LoginFailed(Exception):
    pass


class SessionMissing(Exception):
    pass


def check_login(account: str, pin: str) -> str:
    expected = BUYERS.get(account.upper())
    if expected is None or not hmac.compare_digest(expected, pin):
        raise LoginFailed(account)
    return account.upper()


def buyer_for(request: web.Request) -> str:
    token = request.cookies.get(SESSION_COOKIE)
    if token is None or (entry := SESSIONS.get(token)) is None:
        raise SessionMissing
    account, expires = entry
    if expires < time.time():
        SESSIONS.pop(token, None)
        raise SessionMissing
    return account


async def login(request: web.Request) -> web.Response:
    form = await request.post()
    try:
        account = check_login(str(form.get("account", "")), str(form.get("pin", "")))
    except LoginFailed as exc:
        log.info("failed buyer login for %s", exc)
        raise web.HTTPUnauthorized(text="account or PIN not recognised") from None

    token = secrets.token_urlsafe(32)
    SESSIONS[token] = (account, time.time() + SESSION_TTL)
    response = web.Response(status=303, headers={"Location": "/allocations"})
    response.set_cookie(
        SESSION_COOKIE,
        token,
        max_age=SESSION_TTL,
        path="/",
        secure=True,
        httponly=True,
        samesite="Lax",
    )
    return response


async def allocations(request: web.Request) -> web.Response:
    try:
        account = buyer_for(request)
    except SessionMissing:
        raise web.HTTPFound("/login") from None
    return web.json_response({"account": account, "week": time.strftime("%G-W%V"),
                              "rocks_dozen": 12, "natives_dozen": 4})


async def logout(request: web.Request) -> web.Response:
    if token := request.cookies.get(SESSION_COOKIE):
        SESSIONS.pop(token, None)
    response = web.Response(status=303, headers={"Location": "/login"})
    response.del_cookie(SESSION_COOKIE, path="/")
    return response


def create_app() -> web.Application:
    app = web.Application()
    app.add_routes([
        web.post("/login", login),
        web.get("/allocations", allocations),
        web.post("/logout", logout),
    ])
    return app


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO)
    web.run_app(create_app(), port=int(os.environ.get("PORT", "8088")))
