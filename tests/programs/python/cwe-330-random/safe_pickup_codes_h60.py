# A pickup codes program of the h60 set (cwe-330-random).
"""Childcare centre collection codes: when a parent sends someone else
(a grandparent, a neighbour) to collect their child, the portal issues
a one-day collection code that staff check at the door."""
import secrets
import string
from datetime import datetime, timedelta

from redis import asyncio as aioredis
from sanic import Sanic, json
from sanic.exceptions import BadRequest, NotFound

app = Sanic("collection_codes")

CODE_LENGTH = 6
CODE_ALPHABET = string.digits


def new_code() -> str:
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


def seconds_until_close(now: datetime) -> int:
    closing = now.replace(hour=18, minute=30, second=0, microsecond=0)
    if closing <= now:
        closing += timedelta(days=1)
    return int((closing - now).total_seconds())


@app.before_server_start
async def connect_redis(app_, _loop) -> None:
    app_.ctx.redis = aioredis.from_url(app_.config.REDIS_URL, decode_responses=True)


@app.post("/children/<child_id:int>/collection-codes")
async def issue_code(request, child_id: int):
    body = request.json or {}
    collector = str(body.get("collector_name", "")).strip()
    if not 2 <= len(collector) <= 80:
        raise BadRequest("name of the person collecting is required")
    code = new_code()
    key = f"collect:{child_id}:{code}"
    await request.app.ctx.redis.set(key, collector, ex=seconds_until_close(datetime.now()))
    return json({"child_id": child_id, "collector": collector, "code": code}, status=201)


@app.post("/children/<child_id:int>/collection-codes/check")
async def check_code(request, child_id: int):
    code = str((request.json or {}).get("code", ""))
    if not code.isdigit() or len(code) != CODE_LENGTH:
        raise BadRequest("codes are six digits")
    key = f"collect:{child_id}:{code}"
    collector = await request.app.ctx.redis.getdel(key)
    if collector is None:
        raise NotFound("no matching collection code for this child today")
    return json({"child_id": child_id, "release_to": collector})


if __name__ == "__main__":
    app.run(host="127.0.0.1", port=8003)
