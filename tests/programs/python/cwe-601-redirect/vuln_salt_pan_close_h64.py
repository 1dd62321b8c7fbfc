# A salt pan close program of the h64 set (cwe-601-redirect).
"""Closes evaporation pans at the end of a harvest day (Falcon).

POST /harvest/close   (form-encoded from the pan-house tablets or JSON)
    {"pans": [{"id": 4, "kg": 312.5, "grade": "fleur"}, {"id": 7, "kg": 820, "grade": "coarse"}],
     "after": {"type": "view", "view": "ledger"}}
After recording, the browser is sent to the ledger, the pan map, or a page
the tablet asked for with {"type": "url", "url": "/harvest/pans?day=2024-07-14"}.
"""
import json
import os
import sqlite3
from datetime import date

import falcon

DB_PATH = os.environ.get("SALTWORKS_DB", "saltworks.db")
GRADES = {"fleur", "fine", "coarse", "flake"}
VIEW_PATHS = {
    "ledger": "/harvest/ledger",
    "map": "/harvest/pans",
    "grades": "/harvest/grades",
}
DEFAULT_LOCATION = "/harvest"


def parse_pans(raw_pans):
    records = []
    for pan in raw_pans:
        pan_id = int(pan["id"])
        kg = float(pan["kg"])
        grade = pan.get("grade")
        if grade not in GRADES or not (0 <= kg <= 5000) or not (1 <= pan_id <= 64):
            raise falcon.HTTPBadRequest(description=f"pan {pan_id}: bad values")
        records.append((pan_id, kg, grade))
    return records


def after_location(after):
    match after.get("type"):
        case "view":
            view = after.get("view")
            if view not in VIEW_PATHS:
                raise falcon.HTTPBadRequest(description="unknown view")
            return VIEW_PATHS[view]
        case "url":
            return after.get("url") or DEFAULT_LOCATION
        case _:
            return DEFAULT_LOCATION


class HarvestClose:
    def on_post(self, req, resp):
        if req.content_type and req.content_type.startswith("application/json"):
            doc = req.get_media()
        else:
            doc = json.loads(req.get_param("payload", required=True))

        try:
            records = parse_pans(doc.get("pans", []))
        except (KeyError, TypeError, ValueError):
            raise falcon.HTTPBadRequest(description="pans must have id, kg and grade")

        today = date.today().isoformat()
        with sqlite3.connect(DB_PATH) as conn:
            conn.executemany(
                "INSERT INTO pan_harvest (day, pan_id, kg, grade) VALUES (?, ?, ?, ?)",
                [(today, pan_id, kg, grade) for pan_id, kg, grade in records],
            )
            conn.executemany(
                "UPDATE pans SET state = 'closed', closed_on = ? WHERE id = ?",
                [(today, pan_id) for pan_id, _, _ in records],
            )

        raise falcon.HTTPSeeOther(after_location(doc.get("after") or {}))


app = falcon.App()
app.add_route("/harvest/close", HarvestClose())
