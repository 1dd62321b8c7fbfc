# prefix check on the resolved path only logs a warning and falls through to the read
import logging
import os

from flask import Flask, request, send_file

app = Flask(__name__)
ROOT = "/srv/static"
log = logging.getLogger(__name__)


@app.route("/asset")
def asset():
    rel = request.args["path"]
    full = os.path.realpath(os.path.join(ROOT, rel))
    if not full.startswith(ROOT + os.sep):
        log.warning("path outside root: %s", full)
    return send_file(full)
