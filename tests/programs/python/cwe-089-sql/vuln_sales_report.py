# Reporting endpoint that sums sales per region for a date range using SQLAlchemy Core.
import os
from datetime import date
from typing import Optional

from flask import Blueprint, jsonify, request
from flask_login import login_required
from sqlalchemy import create_engine, text

reports_bp = Blueprint("reports", __name__)
engine = create_engine(os.environ["SALES_DATABASE_URL"], pool_pre_ping=True)


class ReportFilter:
    def __init__(self, start: date, end: date, region: Optional[str]):
        self.start = start
        self.end = end
        self.region = region

    def where_clause(self) -> str:
        clause = f"sold_on BETWEEN '{self.start.isoformat()}' AND '{self.end.isoformat()}'"
        if self.region:
            clause += f" AND region = '{self.region}'"
        return clause


def run_report(flt: ReportFilter) -> list:
    sql = text(
        "SELECT region, SUM(amount) AS total FROM sales WHERE "
        + flt.where_clause()
        + " GROUP BY region ORDER BY total DESC"
    )
    with engine.connect() as conn:
        rows = conn.execute(sql).mappings().all()
    return [{"region": r["region"], "total": float(r["total"])} for r in rows]


@reports_bp.get("/reports/sales")
@login_required
def sales_report():
    try:
        start = date.fromisoformat(request.args["from"])
        end = date.fromisoformat(request.args["to"])
    except (KeyError, ValueError):
        return jsonify(error="bad date range"), 400
    if end < start:
        return jsonify(error="end before start"), 400
    flt = ReportFilter(start, end, request.args.get("region"))
    return jsonify(run_report(flt))
