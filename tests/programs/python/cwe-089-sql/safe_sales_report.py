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

    def where_clause(self) -> tuple:
        clause = "sold_on BETWEEN :start AND :end"
        params = {"start": self.start, "end": self.end}
        if self.region:
            clause += " AND region = :region"
            params["region"] = self.region
        return clause, params


def run_report(flt: ReportFilter) -> list:
    clause, params = flt.where_clause()
    sql = text(
        "SELECT region, SUM(amount) AS total FROM sales WHERE "
        + clause
        + " GROUP BY region ORDER BY total DESC"
    )
    with engine.connect() as conn:
        rows = conn.execute(sql, params).mappings().all()
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
