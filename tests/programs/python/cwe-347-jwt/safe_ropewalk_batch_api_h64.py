# A ropewalk batch api program of the h64 set (cwe-347-jwt).
"""Production batch API for the ropewalk (aiohttp).

Workshop tablets call the API with a bearer token issued by the ropery's
login service; the token carries the worker's walk and role.

POST /walks/{walk}/batches
    {"batches": [{"fibre": "manila", "strands": 3, "yarns_per_strand": 24, "length_m": 220}]}
"""
import os
from datetime import datetime, timezone

import asyncpg
import jwt
from aiohttp import web

TOKEN_KEY = os.environ["ROPERY_TOKEN_KEY"]
TOKEN_AUDIENCE = "ropewalk-api"
FIBRES = {"manila", "hemp", "sisal", "polyester", "cotton"}
ROLES_ALLOWED = {"foreman", "walk_lead"}


def claims_from(request: web.Request) -> dict:
    header = request.headers.get("Authorization", "")
    scheme, _, token = header.partition(" ")
    if scheme.lower() != "bearer" or not token:
        raise web.HTTPUnauthorized(text="missing bearer token")
    try:
        return jwt.decode(
            token,
            TOKEN_KEY,
            algorithms=["HS256"],
            audience=TOKEN_AUDIENCE,
            options={"require": ["exp", "sub"]},
        )
    except jwt.InvalidTokenError:
        raise web.HTTPUnauthorized(text="invalid token")


def check_batch(b):
    if b.get("fibre") not in FIBRES:
        return "unknown fibre"
    if int(b.get("strands", 0)) not in (3, 4):
        return "strands must be 3 or 4"
    if not 6 <= int(b.get("yarns_per_strand", 0)) <= 120:
        return "yarns per strand out of range"
    if not 10 <= float(b.get("length_m", 0)) <= 330:
        return "length out of range"
    return None


async def create_batches(request: web.Request) -> web.Response:
    claims = claims_from(request)
    walk = request.match_info["walk"]
    if claims.get("walk") != walk or claims.get("role") not in ROLES_ALLOWED:
        raise web.HTTPForbidden(text="not allowed on this walk")

    body = await request.json()
    batches = body.get("batches") or []
    errors = {i: e for i, b in enumerate(batches) if (e := check_batch(b))}
    if errors:
        return web.json_response({"errors": errors}, status=422)

    now = datetime.now(timezone.utc)
    rows = [
        (walk, b["fibre"], int(b["strands"]), int(b["yarns_per_strand"]), float(b["length_m"]), claims["sub"], now)
        for b in batches
    ]
    pool = request.app["pool"]
    async with pool.acquire() as conn:
        await conn.executemany(
            "INSERT INTO rope_batches (walk, fibre, strands, yarns_per_strand, length_m, created_by, created_at) "
            "VALUES ($1, $2, $3, $4, $5, $6, $7)",
            rows,
        )
    total_m = sum(r[4] for r in rows)
    return web.json_response({"walk": walk, "created": len(rows), "total_length_m": total_m}, status=201)


async def open_pool(app):
    app["pool"] = await asyncpg.create_pool(os.environ["ROPERY_DSN"])
    yield
    await app["pool"].close()


def make_app():
    app = web.Application()
    app.cleanup_ctx.append(open_pool)
    app.router.add_post("/walks/{walk}/batches", create_batches)
    return app


if __name__ == "__main__":
    web.run_app(make_app(), host="127.0.0.1", port=8094)
