# Starlette login route issuing a session cookie
import hashlib
import hmac
import json
import os
import secrets

from starlette.applications import Starlette
from starlette.responses import JSONResponse
from starlette.routing import Route

SESSIONS: dict[str, str] = {}
USER_HASHES = json.loads(os.environ.get("USER_PASSWORD_HASHES", "{}"))


def check_password(username, password):
    salt, _, want = USER_HASHES.get(username or "", "00$").partition("$")
    got = hashlib.scrypt((password or "").encode(), salt=bytes.fromhex(salt), n=2**14, r=8, p=1)
    return hmac.compare_digest(got.hex(), want)


async def login(request):
    form = await request.form()
    user = form.get("user")
    if not check_password(user, form.get("password")):
        return JSONResponse({"error": "denied"}, status_code=401)
    sid = secrets.token_urlsafe(32)
    SESSIONS[sid] = user
    resp = JSONResponse({"ok": True})
    resp.set_cookie("session_id", sid, max_age=3600, httponly=True, secure=True, samesite="lax")
    return resp


app = Starlette(routes=[Route("/login", login, methods=["POST"])])
