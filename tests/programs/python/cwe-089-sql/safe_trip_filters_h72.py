# A trip filters program of the h72 set (cwe-089-sql).
from __future__ import annotations

from abc import ABC, abstractmethod
from datetime import date
from typing import Any, ClassVar

import aiosqlite
from aiohttp import web

DB_PATH = "/var/lib/whitewaterwest/trips.db"

BASE_QUERY = """
SELECT t.id, t.river, t.rapid_class, t.departs_on, t.seats_left, g.first_name || ' ' || g.last_name
FROM trips t JOIN guides g ON g.id = t.guide_id
"""


class TripFilter(ABC):
    """One optional query-string filter on the trip search."""

    param: ClassVar[str]

    @abstractmethod
    def clause(self, value: str) -> tuple[str, list[Any]]: ...


class RiverFilter(TripFilter):
    param = "river"

    def clause(self, value: str) -> tuple[str, list[Any]]:
        return "t.river = ?", [value.strip().lower()]


class RapidClassFilter(TripFilter):
    param = "min_class"

    def clause(self, value: str) -> tuple[str, list[Any]]:
        level = int(value)
        if not 1 <= level <= 5:
            raise ValueError("rapid class must be between 1 and 5")
        return "t.rapid_class >= ?", [level]


class DepartureFilter(TripFilter):
    param = "from"

    def clause(self, value: str) -> tuple[str, list[Any]]:
        return "t.departs_on >= ?", [date.fromisoformat(value).isoformat()]


class GuideFilter(TripFilter):
    param = "guide"

    def clause(self, value: str) -> tuple[str, list[Any]]:
        # guests usually only remember the guide's surname, so match on a prefix
        prefix = value.strip().replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
        return "g.last_name LIKE ? ESCAPE '\\'", [f"{prefix}%"]


FILTERS: dict[str, TripFilter] = {
    f.param: f for f in (RiverFilter(), RapidClassFilter(), DepartureFilter(), GuideFilter())
}


def build_query(args: dict[str, str]) -> tuple[str, list[Any]]:
    clauses: list[str] = ["t.seats_left > 0"]
    params: list[Any] = []
    for name, value in args.items():
        trip_filter = FILTERS.get(name)
        if trip_filter is None or not value:
            continue
        sql, extra = trip_filter.clause(value)
        clauses.append(sql)
        params.extend(extra)
    return f"{BASE_QUERY} WHERE {' AND '.join(clauses)} ORDER BY t.departs_on LIMIT 100", params


async def search_trips(request: web.Request) -> web.Response:
    try:
        sql, params = build_query(dict(request.query))
    except ValueError as exc:
        raise web.HTTPBadRequest(text=str(exc)) from exc
    async with aiosqlite.connect(DB_PATH) as db:
        async with db.execute(sql, params) as cursor:
            rows = await cursor.fetchall()
    trips = [
        {"id": r[0], "river": r[1], "class": r[2], "departs": r[3], "seats": r[4], "guide": r[5]}
        for r in rows
    ]
    return web.json_response({"count": len(trips), "trips": trips})


def make_app() -> web.Application:
    app = web.Application()
    app.router.add_get("/trips", search_trips)
    return app


if __name__ == "__main__":
    web.run_app(make_app(), port=8085)
