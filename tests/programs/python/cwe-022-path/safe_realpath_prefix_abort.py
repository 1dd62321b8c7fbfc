# resolved path must stay under the root or the request is aborted before the read
import os

from flask import Flask, abort, request

app = Flask(__name__)
ROOT = "/srv/docs"


@app.route("/doc")
def doc():
    rel = request.args.get("p", "index.txt")
    full = os.path.realpath(os.path.join(ROOT, rel))
    if not full.startswith(ROOT + os.sep):
        abort(403)
    with open(full) as fh:
        return fh.read()
