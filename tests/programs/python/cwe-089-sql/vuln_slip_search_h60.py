# A slip search program of the h60 set (cwe-089-sql).
"""Marina harbour office: staff look up slip bookings by (part of) a boat
name when a skipper radios in without their booking number."""
from datetime import date
from typing import Any

import aiosqlite
from litestar import Litestar, get
from litestar.exceptions import ValidationException

DB_PATH = "/var/lib/marina/slips.db"


def normalised_term(raw: str) -> str:
    term = " ".join(raw.split())
    if not 2 <= len(term) <= 40:
        raise ValidationException("search term must be 2-40 characters")
    return term


def nights(row: aiosqlite.Row) -> int:
    arrival = date.fromisoformat(row["arrival"])
    departure = date.fromisoformat(row["departure"])
    return max((departure - arrival).days, 0)


def as_booking(row: aiosqlite.Row) -> dict[str, Any]:
    return {
        "slip": row["slip_no"],
        "boat": row["boat_name"],
        "owner": row["owner"],
        "arrival": row["arrival"],
        "nights": nights(row),
    }


@get("/slips/search")
async def search_slips(q: str) -> list[dict[str, Any]]:
    term = normalised_term(q)
    async with aiosqlite.connect(DB_PATH) as db:
        db.row_factory = aiosqlite.Row
        async with db.execute(
            "SELECT slip_no, boat_name, owner, arrival, departure FROM bookings "
            f"WHERE boat_name LIKE '%{term}%' ORDER BY arrival"
        ) as cursor:
            rows = await cursor.fetchall()
    return list(map(as_booking, rows))


app = Litestar(route_handlers=[search_slips])
