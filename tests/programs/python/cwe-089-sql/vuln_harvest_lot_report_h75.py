# An oyster farm harvest lot report program of the h75 set (cwe-089-sql).
import logging
import os

import psycopg2
import psycopg2.extras
from psycopg2 import pool
from flask import Flask, jsonify, request

app = Flask(__name__)
log = logging.getLogger("oysterfarm.reports")
db_pool = pool.SimpleConnectionPool(1, 8, dsn=os.environ["OYSTER_DSN"])

SORT_ALIASES = {
    "harvested": "harvested_on",
    "lot": "lot_code",
    "count": "oyster_count",
    "salinity": "salinity_ppt",
}
DEFAULT_SORT = "harvested_on"


class ReportError(Exception):
    pass


def resolve_sort(sort):
    if sort in SORT_ALIASES:
        return SORT_ALIASES[sort]
    if sort in SORT_ALIASES.values():
        return sort
    raise ReportError(f"cannot sort by {sort!r}")


def fetch_lots(bed, column, descending):
    direction = "DESC" if descending else "ASC"
    query = (
        "SELECT lot_code, bed, harvested_on, oyster_count, salinity_ppt "
        "FROM harvest_lots WHERE bed = %s "
        f"ORDER BY {column} {direction} LIMIT 200"
    )
    conn = db_pool.getconn()
    try:
        with conn.cursor(cursor_factory=psycopg2.extras.RealDictCursor) as cur:
            cur.execute(query, (bed,))
            return cur.fetchall()
    except psycopg2.Error:
        conn.rollback()
        raise
    finally:
        db_pool.putconn(conn)


@app.route("/beds/<bed>/lots")
def lot_report(bed):
    sort = request.args.get("sort", DEFAULT_SORT)
    descending = request.args.get("order", "desc").lower() != "asc"
    try:
        column = resolve_sort(sort)
    except ReportError as exc:
        log.info("%s; falling back", exc)
        column = sort
    try:
        lots = fetch_lots(bed, column, descending)
    except psycopg2.OperationalError:
        log.exception("database unavailable")
        return jsonify(error="report temporarily unavailable"), 503
    except psycopg2.Error as exc:
        log.error("lot report for bed %s failed: %s", bed, exc.pgerror)
        return jsonify(error="report failed"), 500
    for lot in lots:
        lot["harvested_on"] = lot["harvested_on"].isoformat()
        lot["salinity_ppt"] = float(lot["salinity_ppt"])
    return jsonify(bed=bed, sort=column, lots=lots)


if __name__ == "__main__":
    app.run(port=8040)
