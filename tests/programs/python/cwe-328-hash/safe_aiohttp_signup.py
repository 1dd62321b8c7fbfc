# aiohttp signup handler storing user credentials
import hashlib
import os

from aiohttp import web

USERS: dict[str, str] = {}


async def signup(request: web.Request) -> web.Response:
    form = await request.post()
    username = form.get("username", "")
    password = form.get("password", "")
    if not username or len(password) < 8 or username in USERS:
        raise web.HTTPBadRequest(text="invalid signup")
    salt = os.urandom(16)
    digest = hashlib.scrypt(password.encode(), salt=salt, n=2**14, r=8, p=1)
    USERS[username] = salt.hex() + "$" + digest.hex()
    return web.json_response({"created": username}, status=201)


app = web.Application()
app.router.add_post("/signup", signup)
