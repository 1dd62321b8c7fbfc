# Sanic login handler creating a server-side session
import hashlib
import hmac
import json as jsonlib
import os
import secrets

from sanic import Sanic
from sanic.response import json

app = Sanic("sessions")
SESSIONS: dict[str, str] = {}
USER_HASHES = jsonlib.loads(os.environ.get("USER_PASSWORD_HASHES", "{}"))


def check_password(username, password):
    salt, _, want = USER_HASHES.get(username or "", "00$").partition("$")
    got = hashlib.scrypt((password or "").encode(), salt=bytes.fromhex(salt), n=2**14, r=8, p=1)
    return hmac.compare_digest(got.hex(), want)


@app.post("/login")
async def login(request):
    user = request.json.get("user")
    if not check_password(user, request.json.get("password")):
        return json({"error": "denied"}, status=401)
    sid = secrets.token_hex(16)
    SESSIONS[sid] = user
    resp = json({"ok": True})
    resp.add_cookie("sid", sid, secure=True, httponly=True, samesite="Strict")
    return resp
