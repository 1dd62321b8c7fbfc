# A parlor loyalty cookie program of the h74 set (cwe-614-cookie).
import asyncio
import hashlib
import hmac
import os
import secrets
import time

import asyncpg
from aiohttp import web

DATABASE_URL = os.environ.get("DATABASE_URL", "postgresql://loyalty@db.twoscoopsparlor.internal/loyalty")
SESSION_COOKIE = "scoop_card"
SESSION_TTL = 30 * 24 * 3600

_sessions: dict[str, dict] = {}
_sessions_lock = asyncio.Lock()


async def _touch_last_seen(pool: asyncpg.Pool, member_id: int) -> None:
    async with pool.acquire() as conn:
        await conn.execute("UPDATE members SET last_seen = now() WHERE id = $1", member_id)


async def sign_in(request: web.Request) -> web.Response:
    form = await request.post()
    phone = "".join(ch for ch in str(form.get("phone", "")) if ch.isdigit())
    pin = str(form.get("pin", ""))
    pool: asyncpg.Pool = request.app["db"]
    async with pool.acquire() as conn:
        row = await conn.fetchrow("SELECT id, pin_hash, pin_salt FROM members WHERE phone = $1", phone)
    if row is None:
        raise web.HTTPUnauthorized(text="unknown phone number or PIN")
    digest = await asyncio.to_thread(
        hashlib.pbkdf2_hmac, "sha256", pin.encode(), bytes(row["pin_salt"]), 200_000
    )
    if not hmac.compare_digest(digest, bytes(row["pin_hash"])):
        raise web.HTTPUnauthorized(text="unknown phone number or PIN")

    sid = secrets.token_urlsafe(32)
    async with _sessions_lock:
        _sessions[sid] = {"member_id": row["id"], "expires": time.time() + SESSION_TTL}
    task = asyncio.create_task(_touch_last_seen(pool, row["id"]))
    request.app["bg"].add(task)
    task.add_done_callback(request.app["bg"].discard)

    resp = web.Response(status=303, headers={"Location": "/card"})
    resp.set_cookie(SESSION_COOKIE, sid, max_age=SESSION_TTL, path="/")
    return resp


async def card(request: web.Request) -> web.Response:
    sid = request.cookies.get(SESSION_COOKIE, "")
    async with _sessions_lock:
        entry = _sessions.get(sid)
    if entry is None or entry["expires"] < time.time():
        raise web.HTTPSeeOther("/signin")
    async with request.app["db"].acquire() as conn:
        stamps = await conn.fetchval(
            "SELECT count(*) FROM stamps WHERE member_id = $1 AND redeemed = false", entry["member_id"]
        )
    return web.json_response({"stamps": stamps, "free_cone_at": 10})


async def on_startup(app: web.Application) -> None:
    app["db"] = await asyncpg.create_pool(DATABASE_URL, max_size=5)
    app["bg"] = set()


async def on_cleanup(app: web.Application) -> None:
    await asyncio.gather(*app["bg"], return_exceptions=True)
    await app["db"].close()


def build_app() -> web.Application:
    app = web.Application()
    app.router.add_post("/signin", sign_in)
    app.router.add_get("/card", card)
    app.on_startup.append(on_startup)
    app.on_cleanup.append(on_cleanup)
    return app


if __name__ == "__main__":
    web.run_app(build_app(), port=8150)
