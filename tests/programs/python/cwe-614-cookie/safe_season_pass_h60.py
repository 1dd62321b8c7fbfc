# A season pass program of the h60 set (cwe-614-cookie).
"""Ski resort season-pass portal: pass holders sign in with their pass
number and date of birth to reload credit, see lift usage and book
lessons. Sign-in creates a server-side session referenced by a cookie."""
import os
import secrets
from datetime import date

import asyncpg
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import Route

SESSION_COOKIE = "pass_session"
SESSION_TTL = 8 * 3600


async def find_holder(pool: asyncpg.Pool, pass_no: str, born: date) -> asyncpg.Record | None:
    return await pool.fetchrow(
        "SELECT holder_id, first_name FROM season_passes WHERE pass_no = $1 AND date_of_birth = $2",
        pass_no,
        born,
    )


async def open_session(pool: asyncpg.Pool, holder_id: int) -> str:
    token = secrets.token_hex(32)
    await pool.execute(
        "INSERT INTO pass_sessions (token, holder_id, expires_at) "
        "VALUES ($1, $2, now() + make_interval(secs => $3))",
        token,
        holder_id,
        SESSION_TTL,
    )
    return token


async def sign_in(request: Request) -> JSONResponse:
    body = await request.json()
    pass_no = str(body.get("pass_no", "")).strip().upper()
    try:
        born = date.fromisoformat(str(body.get("date_of_birth", "")))
    except ValueError:
        return JSONResponse({"error": "date of birth must be YYYY-MM-DD"}, status_code=400)
    holder = await find_holder(request.app.state.pool, pass_no, born)
    if holder is None:
        return JSONResponse({"error": "pass number or date of birth not recognised"}, status_code=401)
    token = await open_session(request.app.state.pool, holder["holder_id"])
    response = JSONResponse({"welcome": holder["first_name"]})
    response.set_cookie(
        SESSION_COOKIE, token, max_age=SESSION_TTL, path="/",
        secure=True, httponly=True, samesite="strict",
    )
    return response


async def startup() -> None:
    app.state.pool = await asyncpg.create_pool(dsn=os.environ["SKI_PASS_DSN"])


async def shutdown() -> None:
    await app.state.pool.close()


app = Starlette(
    routes=[Route("/sign-in", sign_in, methods=["POST"])],
    on_startup=[startup],
    on_shutdown=[shutdown],
)
