# [a-z0-9.]+ allows ".." but no "/"; ".." only names BASE's parent dir and open() on a directory just raises.
import os
import re
from flask import Flask, request, abort

app = Flask(__name__)
BASE = "/srv/app/reports"


@app.route("/report")
def report():
    name = request.args.get("name", "")
    if not re.fullmatch(r"[a-z0-9.]+", name):
        abort(400)
    with open(os.path.join(BASE, name)) as f:
        return f.read()
