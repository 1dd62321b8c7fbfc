# A organ roll search program of the h66 set (cwe-1333-redos).
# Tune-roll catalogue search for the organ grinders' roll library (Bottle).
# Each line of the catalogue is: roll_no|title|composer|organ_scale|year
import os
import re

from bottle import Bottle, request, abort, run

CATALOGUE = os.environ.get("ROLL_CATALOGUE", "/srv/rolls/catalogue.txt")
SCALES = ("20er", "26er", "31er", "45er")
MAX_HITS = 100

app = Bottle()
_rolls = []


def load_catalogue():
    del _rolls[:]
    fh = open(CATALOGUE)
    try:
        for line in fh:
            parts = line.rstrip("\n").split("|")
            if len(parts) != 5:
                continue
            _rolls.append({"roll": parts[0], "title": parts[1],
                           "composer": parts[2], "scale": parts[3],
                           "year": parts[4]})
    finally:
        fh.close()


@app.get("/rolls")
def search_rolls():
    if not _rolls:
        load_catalogue()
    words = request.query.get("q", "").strip()
    scale = request.query.get("scale", "")
    field = request.query.get("field", "title")

    if field not in ("title", "composer"):
        abort(400, "search title or composer")
    if scale and scale not in SCALES:
        abort(400, "unknown organ scale")
    if not words or len(words) > 200:
        abort(400, "give some words to look for")

    matcher = re.compile(re.escape(words), re.IGNORECASE)
    hits = []
    for roll in _rolls:
        if scale and roll["scale"] != scale:
            continue
        if matcher.search(roll[field]):
            hits.append(roll)
            if len(hits) >= MAX_HITS:
                break
    return {"query": words, "count": len(hits), "rolls": hits}


if __name__ == "__main__":
    run(app, host="127.0.0.1", port=8085)
