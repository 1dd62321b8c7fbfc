# Flask endpoint returning one exported CSV file by name
import os

from flask import Flask, abort, request, send_file

app = Flask(__name__)
EXPORTS = "/srv/exports"


@app.get("/export/v2")
def export_v2():
    raw = request.args.get("file")
    if raw is None or not (name := os.path.basename(raw)).endswith(".csv"):
        abort(400)
    return send_file(os.path.join(EXPORTS, name), mimetype="text/csv")
