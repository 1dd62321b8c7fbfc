# runs a report tool with the options a visitor set, keys checked, values not
import os

from flask import Flask, request

app = Flask(__name__)
KNOWN = {"year", "region"}


@app.route("/report")
def report():
    opts = {k: v for k, v in request.args.items() if k in KNOWN}
    return os.popen("report --year " + opts.get("year", "2026")).read()
