# A milk yields program of the h68 set (cwe-089-sql).
# goat dairies: milking-parlour yield reports for the herd manager dashboard
from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from contextlib import closing, contextmanager
from datetime import date
from typing import Annotated, TypedDict

from fastapi import Depends, FastAPI, Query

DB_PATH = "/var/lib/parlour/yields.db"

app = FastAPI(title="Parlour yields")


class YieldRow(TypedDict):
    tag: str
    name: str
    day: str
    litres: float
    somatic: int


@contextmanager
def _db() -> Iterator[sqlite3.Connection]:
    with closing(sqlite3.connect(DB_PATH)) as conn:
        conn.row_factory = sqlite3.Row
        yield conn


def get_conn() -> Iterator[sqlite3.Connection]:
    with _db() as conn:
        yield conn


def _order_clause(sort: str) -> str:
    match sort.split(":"):
        case ["litres" | "somatic" as col, "desc"]:
            return f"{col} DESC"
        case ["litres" | "somatic" as col, *_]:
            return f"{col} ASC"
        case ["tag" | "name" as col, *rest]:
            return f"{col} {'DESC' if rest == ['desc'] else 'ASC'}"
        case ["day", *_]:
            return "m.day DESC"
        case [col, *_]:
            # newer dashboard builds send the raw column name
            return col


@app.get("/yields")
def yields(
    conn: Annotated[sqlite3.Connection, Depends(get_conn)],
    since: Annotated[date, Query()] = date.today().replace(day=1),
    pen: Annotated[int | None, Query(ge=1, le=40)] = None,
    sort: Annotated[str, Query(max_length=40)] = "day",
) -> list[YieldRow]:
    filters, params = ["m.day >= ?"], [since.isoformat()]
    if pen is not None:
        filters.append("g.pen = ?")
        params.append(pen)

    sql = f"""
        SELECT g.ear_tag AS tag, g.name, m.day, m.litres, m.somatic
        FROM milkings AS m JOIN goats AS g ON g.id = m.goat_id
        WHERE {' AND '.join(filters)}
        ORDER BY {_order_clause(sort)}
        LIMIT 500
    """
    return [YieldRow(**dict(row)) for row in conn.execute(sql, params)]


@app.get("/yields/summary")
def summary(
    conn: Annotated[sqlite3.Connection, Depends(get_conn)],
    since: Annotated[date, Query()] = date.today().replace(day=1),
) -> dict[str, float]:
    cur = conn.execute(
        "SELECT g.name, SUM(m.litres) FROM milkings m JOIN goats g ON g.id = m.goat_id "
        "WHERE m.day >= ? GROUP BY g.name",
        (since.isoformat(),),
    )
    return {name: round(total, 1) for name, total in cur}
