# ^[\w./-]+$ allows "../../etc/passwd" (and absolute paths, which os.path.join keeps), giving path traversal.
import os
import re
from flask import Flask, request, abort, send_file

app = Flask(__name__)
BASE = "/srv/app/static"


@app.route("/file")
def get_file():
    path = request.args.get("path", "")
    if not re.match(r"^[\w./-]+$", path):
        abort(400)
    return send_file(os.path.join(BASE, path))
