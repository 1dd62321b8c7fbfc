# Flask endpoint serving one of a few report templates named in a JSON request
import os

from flask import Flask, abort, request

app = Flask(__name__)
REPORTS = "/srv/reports"
KNOWN = {"daily.txt", "weekly.txt", "monthly.txt"}


@app.post("/report")
def report():
    match request.get_json(force=True):
        case {"name": name} if name in KNOWN:
            with open(os.path.join(REPORTS, name)) as fh:
                return fh.read()
        case _:
            abort(404)
