# dental recall (h58 set)
"""Recall list service for a dental clinic front desk.

Receptionists pull the list of patients who are overdue for a hygiene
visit with a given hygienist, then phone them to book an appointment.
"""
import os
from dataclasses import dataclass
from typing import Iterable

import aiosqlite
from aiohttp import web

DB_PATH = os.environ.get("CLINIC_DB", "clinic.sqlite3")
routes = web.RouteTableDef()


@dataclass(frozen=True)
class RecallFilter:
    hygienist: str
    months_overdue: int


def parse_filter(query) -> RecallFilter:
    hygienist = query.get("hygienist", "").strip()
    months = query.get("months", "6")
    if not hygienist:
        raise web.HTTPBadRequest(text="hygienist is required")
    if not months.isdigit():
        raise web.HTTPBadRequest(text="months must be a whole number")
    return RecallFilter(hygienist=hygienist, months_overdue=int(months))


def to_row(record: Iterable) -> dict:
    patient_id, name, last_visit, phone = record
    return {
        "patient_id": patient_id,
        "name": name,
        "last_visit": last_visit,
        "phone": phone,
    }


async def fetch_recalls(flt: RecallFilter) -> list[dict]:
    sql = (
        "SELECT p.id, p.full_name, MAX(v.visit_date), p.phone "
        "FROM patients p JOIN visits v ON v.patient_id = p.id "
        "WHERE v.hygienist = ? "
        "GROUP BY p.id "
        "HAVING MAX(v.visit_date) < date('now', ?) "
        "ORDER BY MAX(v.visit_date)"
    )
    params = (flt.hygienist, f"-{flt.months_overdue} months")
    async with aiosqlite.connect(DB_PATH) as db:
        async with db.execute(sql, params) as cursor:
            return [to_row(r) async for r in cursor]


@routes.get("/recalls")
async def list_recalls(request: web.Request) -> web.Response:
    flt = parse_filter(request.query)
    rows = await fetch_recalls(flt)
    return web.json_response({"count": len(rows), "patients": rows})


@routes.get("/health")
async def health(_request: web.Request) -> web.Response:
    return web.json_response({"status": "ok"})


def build_app() -> web.Application:
    app = web.Application()
    app.add_routes(routes)
    return app


if __name__ == "__main__":
    web.run_app(
        build_app(),
        host=os.environ.get("RECALL_HOST", "127.0.0.1"),
        port=int(os.environ.get("RECALL_PORT", "8080")),
    )
