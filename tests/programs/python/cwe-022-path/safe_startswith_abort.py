# resolved path must stay inside the base folder
import os

from flask import Flask, abort, request

app = Flask(__name__)
ROOT = "/srv/static"


@app.route("/static-file")
def static_file():
    full = os.path.realpath(os.path.join(ROOT, request.args.get("p", "")))
    if not full.startswith(ROOT + os.sep):
        abort(403)
    with open(full, "rb") as fh:
        return fh.read()
