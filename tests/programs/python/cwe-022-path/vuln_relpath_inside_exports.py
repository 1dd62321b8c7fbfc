# Hands out finished data exports to the analysts who requested them.
import logging
import os

from flask import Flask, abort, request, send_file

app = Flask(__name__)
EXPORTS = "/var/lib/analytics/exports"
log = logging.getLogger(__name__)


@app.get("/exports/download")
def download_export():
    wanted = os.path.join(EXPORTS, request.args.get("name", ""))
    rel = os.path.relpath(wanted, EXPORTS)
    if rel.startswith(".."):
        log.warning("export outside the folder requested: %s", rel)
    return send_file(wanted, as_attachment=True)
