# Registration and login handlers for the aiohttp member portal.
import hashlib
import hmac
import os

from aiohttp import web

from portal.db import users

routes = web.RouteTableDef()
PBKDF2_ROUNDS = 600_000


def hash_password(password: str, salt: bytes) -> str:
    digest = hashlib.pbkdf2_hmac("sha256", password.encode("utf-8"), salt, PBKDF2_ROUNDS).hex()
    return salt.hex() + "$" + digest


def check_password(password: str, stored: str) -> bool:
    salt_hex, _ = stored.split("$", 1)
    candidate = hash_password(password, bytes.fromhex(salt_hex))
    return hmac.compare_digest(candidate, stored)


@routes.post("/signup")
async def signup(request: web.Request) -> web.Response:
    form = await request.post()
    email, password = form.get("email", ""), form.get("password", "")
    if len(password) < 10:
        raise web.HTTPBadRequest(text="password too short")
    if await users.find_by_email(email):
        raise web.HTTPConflict(text="account exists")
    await users.insert(email=email, password_hash=hash_password(password, os.urandom(16)))
    return web.json_response({"status": "created"}, status=201)


@routes.post("/login")
async def login(request: web.Request) -> web.Response:
    form = await request.post()
    user = await users.find_by_email(form.get("email", ""))
    if user is None or not check_password(form.get("password", ""), user["password_hash"]):
        raise web.HTTPUnauthorized(text="invalid credentials")
    return web.json_response({"status": "ok", "user_id": user["id"]})
