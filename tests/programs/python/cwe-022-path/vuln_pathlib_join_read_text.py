# file name from the query string joined onto a base folder with pathlib and read back
from pathlib import Path

from flask import Flask, request

app = Flask(__name__)
BASE = Path("/srv/app/reports")


@app.route("/report")
def report():
    name = request.args.get("name")
    target = BASE / name
    if not target.exists():
        return "no such report", 404
    return target.read_text()
