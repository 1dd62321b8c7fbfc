# A sensor tag filter program of the h69 set (cwe-1333-redos).
import json
import re
import sqlite3

import falcon

DB_PATH = "/var/lib/helixmeadow/sensors.db"
TAG_PATTERN = re.compile(r"[a-z0-9]+(?:-[a-z0-9]+)*")
MAX_TAG_LENGTH = 40


class SensorTagMiddleware:
    """Pull the sensor tag off the query string and check it once per request."""

    def process_request(self, req, resp):
        tag = (req.get_param("tag") or "").strip().lower()
        req.context.sensor_tag = tag
        req.context.hours = req.get_param_as_int("hours", min_value=1, max_value=168) or 24

    def process_resource(self, req, resp, resource, params):
        tag = req.context.sensor_tag
        if tag and (len(tag) > MAX_TAG_LENGTH or not TAG_PATTERN.fullmatch(tag)):
            raise falcon.HTTPBadRequest(title="bad tag", description="tags look like pen-3-north")


class ReadingsResource:
    def on_get(self, req, resp):
        tag = req.context.sensor_tag
        if not tag:
            raise falcon.HTTPBadRequest(title="tag required")
        with sqlite3.connect(DB_PATH) as conn:
            rows = conn.execute(
                "SELECT recorded_at, humidity_pct, temp_c FROM readings "
                "WHERE sensor_tag = ? AND recorded_at >= datetime('now', ?) ORDER BY recorded_at",
                (tag, f"-{req.context.hours} hours"),
            ).fetchall()
        humid = [r[1] for r in rows]
        resp.text = json.dumps({
            "tag": tag,
            "hours": req.context.hours,
            "readings": [{"at": a, "humidity": h, "temp": t} for a, h, t in rows],
            "min_humidity": min(humid) if humid else None,
            "too_dry": any(h < 75 for h in humid),
        })


class EnclosuresResource:
    def on_get(self, req, resp):
        with sqlite3.connect(DB_PATH) as conn:
            rows = conn.execute("SELECT DISTINCT sensor_tag FROM readings ORDER BY sensor_tag").fetchall()
        resp.media = {"tags": [r[0] for r in rows]}


app = falcon.App(middleware=[SensorTagMiddleware()])
app.add_route("/readings", ReadingsResource())
app.add_route("/enclosures", EnclosuresResource())

if __name__ == "__main__":
    from wsgiref.simple_server import make_server

    with make_server("", 8130, app) as httpd:
        httpd.serve_forever()
