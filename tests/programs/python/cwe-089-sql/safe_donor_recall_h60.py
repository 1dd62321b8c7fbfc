# A donor recall program of the h60 set (cwe-089-sql).
"""Blood bank donor recall: coordinators filter donors who are eligible
to give again by blood group, Rh factor and region, to plan recall calls."""
import os
from functools import reduce

import asyncpg
from aiohttp import web

FILTERABLE = ("blood_group", "rh_factor", "region")
BASE_CONDITION = "last_donation < now() - interval '56 days' AND deferred = false"


def clauses(filters: dict) -> list[str]:
    return [f"{column} = ${index}" for index, column in enumerate(filters, start=1)]


def build_query(filters: dict) -> tuple[str, list]:
    where = reduce(lambda acc, clause: f"{acc} AND {clause}", clauses(filters), BASE_CONDITION)
    sql = (
        "SELECT donor_id, first_name, phone, blood_group, rh_factor, region "
        f"FROM donors WHERE {where} ORDER BY last_donation LIMIT 200"
    )
    return sql, list(filters.values())


def pick_filters(query) -> dict:
    return {key: query[key] for key in FILTERABLE if query.get(key)}


async def recall_handler(request: web.Request) -> web.Response:
    sql, args = build_query(pick_filters(request.query))
    async with request.app["pool"].acquire() as conn:
        rows = await conn.fetch(sql, *args)
    donors = [dict(row) for row in rows]
    return web.json_response({"count": len(donors), "donors": donors})


async def db_pool(app: web.Application):
    app["pool"] = await asyncpg.create_pool(
        dsn=os.environ["DONOR_DB_DSN"], min_size=1, max_size=5
    )
    yield
    await app["pool"].close()


def build_app() -> web.Application:
    app = web.Application()
    app.cleanup_ctx.append(db_pool)
    app.router.add_get("/recall/candidates", recall_handler)
    return app


if __name__ == "__main__":
    web.run_app(build_app(), host="127.0.0.1", port=8082)
