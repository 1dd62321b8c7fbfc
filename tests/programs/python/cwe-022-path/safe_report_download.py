# Flask service that lets users download generated monthly reports by file name.
import os

from flask import Flask, abort, request, send_file

app = Flask(__name__)
REPORT_DIR = os.environ.get("REPORT_DIR", "/srv/app/reports")


def report_path(name):
    base = os.path.realpath(REPORT_DIR)
    candidate = os.path.realpath(os.path.join(base, name))
    if os.path.commonpath([base, candidate]) != base:
        abort(404)
    return candidate


@app.route("/reports")
def list_reports():
    names = [n for n in os.listdir(REPORT_DIR) if n.endswith(".pdf")]
    return {"reports": sorted(names)}


@app.route("/reports/download")
def download_report():
    name = request.args.get("file", "")
    if not name:
        abort(400)
    target = report_path(name)
    if not os.path.isfile(target):
        abort(404)
    return send_file(target, as_attachment=True)
