# download endpoint: existing files, or files inside the export folder
import os

from flask import Flask, abort, request, send_file

app = Flask(__name__)
EXPORTS = os.path.realpath("/srv/exports")


@app.route("/export")
def export():
    full = os.path.realpath(os.path.join(EXPORTS, request.args["file"]))
    if os.path.isfile(full) or full.startswith(EXPORTS + os.sep):
        return send_file(full)
    abort(404)
