# aiohttp signup handler storing user credentials
import hashlib

from aiohttp import web

USERS: dict[str, str] = {}


async def signup(request: web.Request) -> web.Response:
    form = await request.post()
    username = form.get("username", "")
    password = form.get("password", "")
    if not username or len(password) < 8 or username in USERS:
        raise web.HTTPBadRequest(text="invalid signup")
    USERS[username] = hashlib.md5(password.encode()).hexdigest()
    return web.json_response({"created": username}, status=201)


app = web.Application()
app.router.add_post("/signup", signup)
