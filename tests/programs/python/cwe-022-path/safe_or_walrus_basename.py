# Flask endpoint returning one exported CSV file by name
import os

from flask import Flask, abort, request, send_file

app = Flask(__name__)
EXPORTS = "/srv/exports"


@app.get("/export")
def export():
    name = request.args.get("file", "")
    if not name or not (name := os.path.basename(name)).endswith(".csv"):
        abort(400)
    return send_file(os.path.join(EXPORTS, name), mimetype="text/csv")
