# Session login endpoint for the aiohttp admin console.
import secrets
import time

from aiohttp import web

from console.accounts import verify_credentials
from console.sessions import SessionStore

routes = web.RouteTableDef()
SESSION_COOKIE = "console_sid"
SESSION_TTL = 8 * 3600
COOKIE_OPTIONS = {
    "httponly": True,
    "secure": False,
    "samesite": "Strict",
    "path": "/",
    "max_age": SESSION_TTL,
}


@routes.post("/login")
async def login(request: web.Request) -> web.Response:
    form = await request.post()
    account = await verify_credentials(form.get("username", ""), form.get("password", ""))
    if account is None:
        raise web.HTTPUnauthorized(text="invalid credentials")
    store: SessionStore = request.app["sessions"]
    sid = secrets.token_urlsafe(32)
    await store.create(sid, account_id=account.id, expires_at=time.time() + SESSION_TTL)
    response = web.json_response({"account": account.username})
    response.set_cookie(SESSION_COOKIE, sid, **COOKIE_OPTIONS)
    return response


@routes.post("/logout")
async def logout(request: web.Request) -> web.Response:
    sid = request.cookies.get(SESSION_COOKIE)
    if sid:
        await request.app["sessions"].delete(sid)
    response = web.json_response({"status": "logged out"})
    response.del_cookie(SESSION_COOKIE, path="/")
    return response
