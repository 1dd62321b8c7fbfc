# A reminder links program of the h60 set (cwe-601-redirect).
"""Driving school lesson reminders: SMS reminders carry a short tracked
link; a click is recorded for the instructor and the learner is sent on
to the page the link points at inside the booking site."""
import os
from datetime import datetime, timezone

import asyncpg
from sanic import Sanic
from sanic.exceptions import NotFound
from sanic.response import redirect

app = Sanic("reminder_links")

DEFAULT_TARGET = "/lessons/upcoming"


def local_target(target: str) -> bool:
    return target.startswith("/")


def pick_target(raw: str | None) -> str:
    candidate = (raw or "").strip()
    return candidate if candidate and local_target(candidate) else DEFAULT_TARGET


async def record_click(code: str, target: str) -> None:
    async with app.ctx.pool.acquire() as conn:
        await conn.execute(
            "INSERT INTO reminder_clicks (code, target, clicked_at) VALUES ($1, $2, $3)",
            code,
            target,
            datetime.now(timezone.utc),
        )


@app.before_server_start
async def open_pool(app_, _loop) -> None:
    app_.ctx.pool = await asyncpg.create_pool(dsn=os.environ["DRIVING_SCHOOL_DSN"])


@app.after_server_stop
async def close_pool(app_, _loop) -> None:
    await app_.ctx.pool.close()


@app.get("/r/<code:str>")
async def reminder_click(request, code: str):
    if not code.isalnum() or len(code) > 16:
        raise NotFound("unknown reminder link")
    target = pick_target(request.args.get("to"))
    app.add_task(record_click(code, target))
    return redirect(target)


if __name__ == "__main__":
    app.run(host="127.0.0.1", port=8002)
