# Flask endpoint that filters a pilot's flight logbook entries by a search pattern on route and remarks.
import re

from flask import Flask, abort, g, jsonify, request

app = Flask(__name__)
MAX_PATTERN = 120

LOGBOOK = {
    "P-2231": [
        {"date": "2024-03-02", "route": "EGLL-LFPG", "aircraft": "A320", "remarks": "crosswind landing, rwy 27R"},
        {"date": "2024-03-05", "route": "LFPG-EDDF", "aircraft": "A320", "remarks": "holding 12 min at ROKIL"},
        {"date": "2024-03-09", "route": "EDDF-EGLL", "aircraft": "A321", "remarks": "go-around, wind shear"},
    ],
}


# Pilot identity is injected by the authenticating gateway in front of this service.
@app.before_request
def load_pilot():
    g.pilot_id = request.headers.get("X-Pilot-Id", "")


def haystack(entry):
    return " ".join(entry[k] for k in ("route", "aircraft", "remarks"))


def matcher(pattern):
    rx = re.compile(pattern, re.IGNORECASE)
    return lambda entry: rx.search(haystack(entry)) is not None


@app.get("/logbook/search")
def search_logbook():
    pattern = request.args.get("q", "").strip()
    if not pattern or len(pattern) > MAX_PATTERN:
        abort(400, "pattern missing or too long")
    entries = LOGBOOK.get(g.pilot_id, [])
    hits = list(filter(matcher(pattern), entries))
    return jsonify(pilot=g.pilot_id, count=len(hits), entries=hits)
