# A harvest log program of the h71 set (cwe-089-sql).
import sqlite3
from contextlib import closing
from datetime import date
from typing import Annotated, Literal

from fastapi import Depends, FastAPI, HTTPException, Query
from pydantic import BaseModel

app = FastAPI(title="Tidewater harvest log")
DB_PATH = "/srv/tidewater/harvest.sqlite3"

SORT_COLUMNS = {
    "date": "harvested_on",
    "bed": "bed_code",
    "count": "dozen_count",
    "grade": "grade",
}


class HarvestRow(BaseModel):
    bed_code: str
    harvested_on: date
    dozen_count: int
    grade: str


def get_conn():
    with closing(sqlite3.connect(DB_PATH, detect_types=sqlite3.PARSE_DECLTYPES, check_same_thread=False)) as conn:
        conn.row_factory = sqlite3.Row
        yield conn


def order_clause(sort: str, direction: str) -> str:
    if (column := SORT_COLUMNS.get(sort)) is None:
        raise HTTPException(status_code=422, detail=f"sort must be one of {sorted(SORT_COLUMNS)}")
    return f"ORDER BY {column} {direction.upper()}"


@app.get("/harvests", response_model=list[HarvestRow])
def list_harvests(
    conn: Annotated[sqlite3.Connection, Depends(get_conn)],
    since: date | None = None,
    grade: Annotated[str | None, Query(max_length=8)] = None,
    sort: str = "date",
    direction: Literal["asc", "desc"] = "desc",
    limit: Annotated[int, Query(ge=1, le=500)] = 100,
):
    where, params = [], []
    if since is not None:
        where.append("harvested_on >= ?")
        params.append(since.isoformat())
    if grade is not None:
        where.append("grade = ?")
        params.append(grade)

    sql = "SELECT bed_code, harvested_on, dozen_count, grade FROM harvests"
    if where:
        sql += " WHERE " + " AND ".join(where)
    sql += f" {order_clause(sort, direction)} LIMIT ?"
    params.append(limit)

    try:
        rows = conn.execute(sql, params).fetchall()
    except sqlite3.OperationalError as exc:
        raise HTTPException(status_code=400, detail="could not run query") from exc
    return [HarvestRow(**dict(r)) for r in rows]


@app.get("/beds/{bed_code}/total")
def bed_total(bed_code: str, conn: Annotated[sqlite3.Connection, Depends(get_conn)]):
    row = conn.execute(
        "SELECT COALESCE(SUM(dozen_count), 0) AS total FROM harvests WHERE bed_code = ?",
        (bed_code,),
    ).fetchone()
    return {"bed": bed_code, "dozens": row["total"]}
