# A commission search program of the h70 set (cwe-089-sql).
from __future__ import annotations

import sqlite3
from contextlib import closing
from functools import reduce
from typing import Any, Callable

from fastapi import Depends, FastAPI, Query

app = FastAPI(title="Commission ledger")

DB_PATH = "/var/lib/ashworth-goldsmiths/ledger.db"

Clause = tuple[str, tuple[Any, ...]]


def get_db():
    with closing(sqlite3.connect(DB_PATH)) as conn:
        conn.row_factory = sqlite3.Row
        yield conn


FILTERS: dict[str, Callable[[str], Clause]] = {
    "metal": lambda v: ("metal = ?", (v,)),
    "customer": lambda v: ("customer_name LIKE ?", (f"%{v}%",)),
    "min_carat": lambda v: ("carat >= ?", (int(v),)),
    "hallmark": lambda v: ("hallmark_code = ?", (v,)),
}


def fold_clause(acc: tuple[list[str], list[Any]], item: tuple[str, str]):
    sql_parts, params = acc
    key, value = item
    fragment, args = FILTERS[key](value)
    return [*sql_parts, fragment], [*params, *args]


def build_query(criteria: dict[str, str]) -> tuple[str, list[Any]]:
    active = ((k, v) for k, v in criteria.items() if v and k in FILTERS)
    parts, params = reduce(fold_clause, active, ([], []))
    where = " AND ".join(parts) or "1=1"
    sql = (
        "SELECT id, customer_name, piece, metal, carat, hallmark_code, due_date "
        f"FROM commissions WHERE {where} ORDER BY due_date LIMIT 200"
    )
    return sql, params


@app.get("/commissions")
def search_commissions(
    metal: str = Query(""),
    customer: str = Query(""),
    min_carat: str = Query(""),
    hallmark: str = Query(""),
    db: sqlite3.Connection = Depends(get_db),
):
    criteria = {"metal": metal, "customer": customer, "min_carat": min_carat, "hallmark": hallmark}
    sql, params = build_query(criteria)
    rows = db.execute(sql, params).fetchall()
    return {"count": len(rows), "items": [dict(r) for r in rows]}


@app.get("/commissions/metals")
def metals(db: sqlite3.Connection = Depends(get_db)):
    rows = db.execute("SELECT metal, COUNT(*) AS n FROM commissions GROUP BY metal").fetchall()
    return {r["metal"]: r["n"] for r in rows}
