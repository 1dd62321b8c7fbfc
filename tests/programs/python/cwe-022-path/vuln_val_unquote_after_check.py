# The ".." and leading "/" checks see the once-decoded value; unquote() afterwards turns %252e%252e%252f (or %252f...) into "../" or an absolute path.
import os
from urllib.parse import unquote
from flask import Flask, request, abort, send_file

app = Flask(__name__)
REPORT_DIR = "/srv/reports"


@app.route("/report")
def report():
    raw = request.args.get("path", "")
    if ".." in raw or raw.startswith("/"):
        abort(400)
    path = os.path.join(REPORT_DIR, unquote(raw))
    return send_file(path)
