# Starlette login endpoint for clinic reception staff that issues a server-side session cookie.
import secrets
import time

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import Route

from reception.accounts import verify_staff
from reception.sessions import SessionStore

SESSION_COOKIE = "rcpt_sid"
COOKIE_SETTINGS = {
    "max_age": 8 * 3600,
    "path": "/",
    "httponly": True,
    "secure": True,
    "samesite": "lax",
}

sessions = SessionStore()


async def login(request: Request):
    body = await request.json()
    staff = await verify_staff(body.get("username", ""), body.get("password", ""))
    if staff is None:
        return JSONResponse({"error": "invalid credentials"}, status_code=401)

    sid = secrets.token_urlsafe(32)
    await sessions.create(sid, staff_id=staff.id, desk=staff.desk, issued=time.time())
    response = JSONResponse({"staff": staff.display_name, "desk": staff.desk})
    response.set_cookie(SESSION_COOKIE, sid, **COOKIE_SETTINGS)
    return response


async def logout(request: Request):
    sid = request.cookies.get(SESSION_COOKIE)
    if sid:
        await sessions.delete(sid)
    response = JSONResponse({"ok": True})
    response.delete_cookie(SESSION_COOKIE, path="/")
    return response


app = Starlette(routes=[
    Route("/reception/login", login, methods=["POST"]),
    Route("/reception/logout", logout, methods=["POST"]),
])
