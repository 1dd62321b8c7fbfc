# A loom output report program of the h64 set (cwe-089-sql).
"""Loom output report for the mill's production office."""
import os
from datetime import date
from typing import List

import psycopg2
import psycopg2.extras
from fastapi import FastAPI, HTTPException
from pydantic import BaseModel, Field

app = FastAPI(title="mill-output")

GROUP_COLUMNS = {"loom_id", "fabric_code", "shift", "weaver_id", "warp_count"}


class ShiftWindow(BaseModel):
    start: date
    end: date


class ReportRequest(BaseModel):
    looms: List[int] = Field(default_factory=list, max_length=120)
    fabrics: List[str] = Field(default_factory=list, max_length=40)
    window: ShiftWindow
    group_by: List[str] = Field(default_factory=lambda: ["loom_id"], min_length=1, max_length=3)


def connect():
    return psycopg2.connect(
        os.environ["MILL_DSN"], cursor_factory=psycopg2.extras.RealDictCursor
    )


def build_where(req: ReportRequest, mill_id: int):
    parts = ["mill_id = %s", "woven_on BETWEEN %s AND %s"]
    params = [mill_id, req.window.start, req.window.end]
    if req.looms:
        parts.append("loom_id = ANY(%s)")
        params.append(req.looms)
    if req.fabrics:
        parts.append("fabric_code = ANY(%s)")
        params.append([f.strip().upper() for f in req.fabrics])
    return " AND ".join(parts), params


@app.post("/mills/{mill_id}/output-report")
def output_report(mill_id: int, req: ReportRequest):
    if req.window.end < req.window.start:
        raise HTTPException(status_code=422, detail="window end before start")
    for column in req.group_by:
        if column not in GROUP_COLUMNS:
            raise HTTPException(status_code=422, detail="unsupported grouping")

    grouping = ", ".join(req.group_by)
    where, params = build_where(req, mill_id)
    query = (
        f"SELECT {grouping}, SUM(metres_woven) AS metres, "
        "SUM(defect_count) AS defects, COUNT(*) AS shifts "
        f"FROM loom_output WHERE {where} GROUP BY {grouping} ORDER BY {grouping}"
    )

    with connect() as conn, conn.cursor() as cur:
        cur.execute(query, params)
        rows = cur.fetchall()

    total_metres = sum(float(r["metres"] or 0) for r in rows)
    report = []
    for row in rows:
        key = {col: row[col] for col in req.group_by}
        metres = float(row["metres"] or 0)
        report.append(
            {
                "group": key,
                "metres": round(metres, 2),
                "defects_per_100m": round(100 * (row["defects"] or 0) / metres, 3) if metres else None,
                "share": round(metres / total_metres, 4) if total_metres else 0,
                "shifts": row["shifts"],
            }
        )
    return {"mill": mill_id, "total_metres": round(total_metres, 2), "rows": report}
