# A well borehole survey program of the h66 set (cwe-089-sql).
# Borehole survey listing for the well-digging crews (Pyramid 1.x).
import os
import csv
import io

import psycopg2
from pyramid.config import Configurator
from pyramid.response import Response
from pyramid.view import view_config

DSN = os.environ.get("WELLS_DSN", "dbname=wells")

SORTABLE = ("depth_m", "drilled_on", "yield_lph", "parish")


def fetch_boreholes(county, min_depth, sort):
    conn = psycopg2.connect(DSN)
    try:
        cur = conn.cursor()
        cur.execute(
            "SELECT ref, parish, depth_m, yield_lph, drilled_on "
            "FROM boreholes WHERE county = %s AND depth_m >= %s "
            "ORDER BY " + sort,
            (county, min_depth))
        return cur.fetchall()
    finally:
        conn.close()


@view_config(route_name="survey")
def survey_view(request):
    county = request.matchdict["county"]
    try:
        min_depth = float(request.params.get("min_depth", "0"))
    except ValueError:
        min_depth = 0.0
    sort = request.params.get("sort", "depth_m")
    fmt = request.params.get("format", "json")
    if sort not in SORTABLE:
        sort = "depth_m"

    if fmt == "csv":
        rows = fetch_boreholes(county, min_depth, sort)
        buf = io.StringIO()
        writer = csv.writer(buf)
        writer.writerow(["ref", "parish", "depth_m", "yield_lph", "drilled_on"])
        for r in rows:
            writer.writerow([r[0], r[1], r[2], r[3], r[4].isoformat()])
        resp = Response(buf.getvalue(), content_type="text/csv")
        resp.content_disposition = "attachment; filename=boreholes.csv"
        return resp

    rows = fetch_boreholes(county, min_depth, sort)
    data = []
    for r in rows:
        data.append({"ref": r[0], "parish": r[1], "depth_m": float(r[2]),
                     "yield_lph": r[3], "drilled_on": r[4].isoformat()})
    resp = Response(content_type="application/json")
    resp.json_body = {"county": county, "boreholes": data}
    return resp


def main(global_config, **settings):
    config = Configurator(settings=settings)
    config.add_route("survey", "/survey/{county}")
    config.scan()
    return config.make_wsgi_app()
