# A hut beds program of the h68 set (cwe-089-sql).
# mountain huts: nightly bunk availability for the alpine club booking widget
from __future__ import annotations

from contextlib import asynccontextmanager
from dataclasses import dataclass
from datetime import date, timedelta
from typing import AsyncIterator

import asyncpg
from litestar import Litestar, get
from litestar.datastructures import State
from litestar.exceptions import ValidationException

DSN = "postgresql://hutbook@db.alpenverein-huts.net:5432/hutbook"


@dataclass(slots=True, frozen=True, kw_only=True)
class NightAvailability:
    night: date
    room_type: str
    free: int
    half_board: bool


@asynccontextmanager
async def lifespan(app: Litestar) -> AsyncIterator[None]:
    app.state.pool = await asyncpg.create_pool(DSN, min_size=1, max_size=8)
    try:
        yield
    finally:
        await app.state.pool.close()


def _room_filter(hut: str, room: str | None) -> str:
    match (hut.strip().lower(), room):
        case (h, None) if h.replace("-", "_").isidentifier():
            return f"hut_slug = '{h}'"
        case (h, str(r)) if r.isidentifier() and h.replace("-", "_").isidentifier():
            return f"hut_slug = '{h}' AND room_type = '{r}'"
        case _:
            raise ValidationException("unknown hut or room type")


@get("/huts/{hut:str}/availability")
async def availability(
    state: State,
    hut: str,
    arrive: date,
    nights: int = 1,
    room: str | None = None,
) -> list[NightAvailability]:
    if not 1 <= nights <= 7:
        raise ValidationException("stays are limited to seven nights")
    if arrive < date.today():
        raise ValidationException("arrival date is in the past")

    depart = arrive + timedelta(days=nights)
    sql = f"""
        SELECT night, room_type, capacity - booked AS free, half_board
        FROM bunk_nights
        WHERE {_room_filter(hut, room)}
          AND night >= $1 AND night < $2
        ORDER BY night, room_type
    """
    async with state.pool.acquire() as conn:
        rows = await conn.fetch(sql, arrive, depart)

    return [
        NightAvailability(night=r["night"], room_type=r["room_type"], free=max(r["free"], 0),
                          half_board=r["half_board"])
        for r in rows
    ]


@get("/huts")
async def huts(state: State) -> list[dict[str, str | int]]:
    async with state.pool.acquire() as conn:
        return [
            {"slug": slug, "name": name, "altitude": alt}
            async for slug, name, alt in _iter(conn, "SELECT slug, name, altitude FROM huts ORDER BY altitude")
        ]


async def _iter(conn: asyncpg.Connection, sql: str) -> AsyncIterator[asyncpg.Record]:
    async with conn.transaction():
        async for record in conn.cursor(sql):
            yield record


app = Litestar(route_handlers=[availability, huts], lifespan=[lifespan])
