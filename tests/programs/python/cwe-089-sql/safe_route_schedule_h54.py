# FastAPI endpoint listing public transit departures for a stop, with a caller-chosen sort order.
import os

from fastapi import Depends, FastAPI, HTTPException, Query
from sqlalchemy import create_engine, text

engine = create_engine(os.environ["TRANSIT_DB_URL"], pool_pre_ping=True)
app = FastAPI()
SORT_COLUMNS = {
    "departs_at": "departs_at",
    "route": "route, departs_at",
    "platform": "platform, departs_at",
}


def get_conn():
    with engine.connect() as conn:
        yield conn


def checked(value: str, columns: dict) -> str:
    if value not in columns:
        raise HTTPException(status_code=400, detail="bad sort key")
    return columns[value]


def departures_sql(order_by: str) -> str:
    return (
        "SELECT route, headsign, departs_at, platform FROM departures "
        f"WHERE stop_id = :stop AND departs_at >= now() ORDER BY {order_by} LIMIT :limit"
    )


@app.get("/stops/{stop_id}/departures")
def departures(
    stop_id: int,
    sort: str = Query("departs_at"),
    limit: int = Query(20, ge=1, le=100),
    conn=Depends(get_conn),
):
    order_by = checked(sort, SORT_COLUMNS)
    rows = conn.execute(text(departures_sql(order_by)), {"stop": stop_id, "limit": limit}).mappings().all()
    return [dict(r) for r in rows]
