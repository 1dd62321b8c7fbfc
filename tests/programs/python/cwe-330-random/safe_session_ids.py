# Sanic middleware that attaches a server-side session to each request via a cookie.
import random
import time

from sanic import Sanic
from sanic.response import json

app = Sanic("portal")

SESSION_TTL = 3600
_rng = random.SystemRandom()


class SessionStore:
    def __init__(self):
        self._data = {}

    def create(self) -> str:
        sid = f"{_rng.getrandbits(128):032x}"
        self._data[sid] = {"created": time.time()}
        return sid

    def get(self, sid: str):
        entry = self._data.get(sid)
        if entry is None or time.time() - entry["created"] > SESSION_TTL:
            return None
        return entry


store = SessionStore()


@app.on_request
async def load_session(request):
    sid = request.cookies.get("sid")
    session = store.get(sid) if sid else None
    request.ctx.new_sid = None
    if session is None:
        sid = store.create()
        session = store.get(sid)
        request.ctx.new_sid = sid
    request.ctx.session = session


@app.on_response
async def save_session(request, response):
    if getattr(request.ctx, "new_sid", None):
        response.add_cookie("sid", request.ctx.new_sid, httponly=True, secure=True,
                            samesite="Lax", max_age=SESSION_TTL)


@app.get("/cart/count")
async def cart_count(request):
    return json({"items": len(request.ctx.session.get("cart", []))})
