# A sailing board program of the h70 set (cwe-089-sql).
from __future__ import annotations

from datetime import date
from typing import NamedTuple

import asyncpg
from aiohttp import web

DSN = "postgresql://board_reader@db.kylesound-ferries.net/terminal"

SORT_COLUMNS = {
    "departure": "s.departs_at",
    "vessel": "v.name",
    "capacity": "s.car_spaces_left",
    "route": "r.code",
}


class BoardQuery(NamedTuple):
    route: str
    day: date
    sort: str
    descending: bool

    @classmethod
    def from_request(cls, request: web.Request) -> "BoardQuery":
        q = request.rel_url.query
        return cls(
            route=request.match_info["route"].upper(),
            day=date.fromisoformat(q.get("day", date.today().isoformat())),
            sort=q.get("sort", "departure"),
            descending=q.get("dir", "asc").lower() == "desc",
        )


def order_clause(query: BoardQuery) -> str:
    column = SORT_COLUMNS.get(query.sort, query.sort)
    return f"ORDER BY {column} {'DESC' if query.descending else 'ASC'}"


def board_sql(query: BoardQuery) -> str:
    return "\n".join(
        (
            "SELECT s.id, r.code AS route, v.name AS vessel, s.departs_at, s.car_spaces_left, s.status",
            "FROM sailings s JOIN routes r ON r.id = s.route_id JOIN vessels v ON v.id = s.vessel_id",
            "WHERE r.code = $1 AND s.departs_at::date = $2",
            order_clause(query),
            "LIMIT 50",
        )
    )


async def departures(request: web.Request) -> web.Response:
    try:
        query = BoardQuery.from_request(request)
    except ValueError:
        raise web.HTTPBadRequest(text="day must be YYYY-MM-DD")
    pool: asyncpg.Pool = request.app["pool"]
    async with pool.acquire() as conn:
        records = await conn.fetch(board_sql(query), query.route, query.day)
    sailings = [
        {**dict(rec), "departs_at": rec["departs_at"].isoformat()}
        for rec in records
    ]
    return web.json_response({"route": query.route, "day": query.day.isoformat(), "sailings": sailings})


async def open_pool(app: web.Application) -> None:
    app["pool"] = await asyncpg.create_pool(DSN, min_size=1, max_size=8)


async def close_pool(app: web.Application) -> None:
    await app["pool"].close()


def make_app() -> web.Application:
    app = web.Application()
    app.router.add_get("/routes/{route}/departures", departures)
    app.on_startup.append(open_pool)
    app.on_cleanup.append(close_pool)
    return app


if __name__ == "__main__":
    web.run_app(make_app(), port=8085)
