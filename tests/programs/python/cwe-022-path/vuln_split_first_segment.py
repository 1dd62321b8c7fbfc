# Serve files from the public areas of the document tree.
import os
from flask import Flask, request, abort, send_file

app = Flask(__name__)
ROOT = "/srv/docs"
PUBLIC_AREAS = ("guides", "api", "faq")


@app.route("/docs")
def docs():
    rel = request.args.get("path", "")
    if rel.split("/")[0] not in PUBLIC_AREAS:
        abort(403)
    return send_file(os.path.join(ROOT, rel))
