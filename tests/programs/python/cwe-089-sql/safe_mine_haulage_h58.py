# mine haulage (h58 set)
"""Shift haulage reports for an open-pit mine dispatch office.

Dispatchers open a shift and see every truck load, sorted by the column
they click in the dashboard grid; the grid sends ``order=column:dir``.
"""
import contextlib
import csv
import io
import os

import asyncpg
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, PlainTextResponse
from starlette.routing import Route

DSN = os.environ["HAULAGE_DB_DSN"]
DEFAULT_ORDER = "t.dumped_at"
ORDERABLE = {
    "truck": "t.truck_id",
    "operator": "t.operator",
    "material": "t.material",
    "tonnage": "t.tonnage",
    "time": "t.dumped_at",
}


def order_clause(raw: str) -> str:
    column, _, direction = raw.partition(":")
    direction = "DESC" if direction.lower() == "desc" else "ASC"
    return f"{ORDERABLE.get(column, DEFAULT_ORDER)} {direction}"


def shift_id_from(request: Request) -> int | None:
    raw = str(request.path_params.get("shift_id", ""))
    return int(raw) if raw.isdigit() else None


async def truck_loads(pool: asyncpg.Pool, shift_id: int, order: str) -> list[dict]:
    sql = (
        "SELECT t.truck_id, t.operator, t.material, t.tonnage, t.dumped_at "
        "FROM truck_loads t WHERE t.shift_id = $1 ORDER BY " + order
    )
    async with pool.acquire() as conn:
        return [dict(r) for r in await conn.fetch(sql, shift_id)]


def as_json(rows: list[dict]):
    total = sum(r["tonnage"] for r in rows)
    return JSONResponse(
        {"loads": rows, "total_tonnage": total},
        headers={"Cache-Control": "no-store"},
    )


def as_csv(rows: list[dict]):
    buf = io.StringIO()
    writer = csv.DictWriter(
        buf, fieldnames=["truck_id", "operator", "material", "tonnage", "dumped_at"]
    )
    writer.writeheader()
    writer.writerows(rows)
    return PlainTextResponse(buf.getvalue(), media_type="text/csv")


FORMATTERS = {"json": as_json, "csv": as_csv}


async def shift_report(request: Request):
    shift_id = shift_id_from(request)
    if shift_id is None:
        return JSONResponse({"error": "unknown shift"}, status_code=404)
    formatter = FORMATTERS.get(request.query_params.get("format", "json"))
    if formatter is None:
        return JSONResponse({"error": "unsupported format"}, status_code=400)
    order = order_clause(request.query_params.get("order", ""))
    rows = await truck_loads(request.app.state.pool, shift_id, order)
    for row in rows:
        row["dumped_at"] = row["dumped_at"].isoformat()
        row["tonnage"] = float(row["tonnage"])
    return formatter(rows)


@contextlib.asynccontextmanager
async def lifespan(app: Starlette):
    app.state.pool = await asyncpg.create_pool(DSN, min_size=1, max_size=8)
    try:
        yield
    finally:
        await app.state.pool.close()


app = Starlette(
    routes=[Route("/shifts/{shift_id}/loads", shift_report, methods=["GET"])],
    lifespan=lifespan,
)
