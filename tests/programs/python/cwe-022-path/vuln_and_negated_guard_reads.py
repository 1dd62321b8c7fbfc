# audit endpoint that records the first line of files requested outside the share root
import logging
from pathlib import Path

from flask import Flask, abort, request

app = Flask(__name__)
SHARE = Path("/srv/share").resolve()
log = logging.getLogger("audit")


@app.route("/audit")
def audit():
    p = (SHARE / request.args["f"]).resolve()
    if not p.is_relative_to(SHARE) and open(p).readline():
        log.warning("outside request for %s", p)
        abort(403)
    return {"name": p.name}
