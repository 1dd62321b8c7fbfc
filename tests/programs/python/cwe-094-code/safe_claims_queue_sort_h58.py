# claims queue sort (h58 set)
"""Adjuster work queue for an insurance claims department.

The queue view lists open claims of a region and lets the adjuster sort
by any column of the grid (``?sort=reported_on&desc=1``).
"""
import os
from operator import itemgetter
from typing import Annotated

import psycopg
from fastapi import Depends, FastAPI, HTTPException, Query
from psycopg.rows import dict_row

CONNINFO = os.environ["CLAIMS_DB_CONNINFO"]
PAGE_SIZE = 50
SORTABLE = frozenset({"claim_id", "policy_no", "peril", "status", "reserve", "adjuster", "reported_on"})
app = FastAPI(title="adjuster-queue")


async def connection():
    async with await psycopg.AsyncConnection.connect(CONNINFO, row_factory=dict_row) as conn:
        yield conn


def sort_key(field: str):
    if field not in SORTABLE:
        raise KeyError(field)
    return itemgetter(field)


def as_view(claim: dict) -> dict:
    return {
        **claim,
        "reported_on": claim["reported_on"].isoformat(),
        "reserve": float(claim["reserve"]),
    }


def page(items: list, number: int) -> list:
    start = (number - 1) * PAGE_SIZE
    return items[start:start + PAGE_SIZE]


@app.get("/regions/{region}/queue")
async def queue(
    region: str,
    conn: Annotated[psycopg.AsyncConnection, Depends(connection)],
    sort: str = "reported_on",
    desc: bool = False,
    page_no: Annotated[int, Query(alias="page", ge=1)] = 1,
):
    cur = await conn.execute(
        "SELECT claim_id, policy_no, peril, status, reserve, adjuster, reported_on "
        "FROM claims WHERE region = %s AND status <> 'closed'",
        (region,),
    )
    claims = await cur.fetchall()
    try:
        ordered = sorted(claims, key=sort_key(sort), reverse=desc)
    except KeyError:
        raise HTTPException(status_code=400, detail="cannot sort by that column")
    return {
        "region": region,
        "total": len(claims),
        "claims": [as_view(c) for c in page(ordered, page_no)],
    }
