# re.search(r"[^a-z0-9_]") rejects any char outside [a-z0-9_], so no "/" or "." can reach the file path.
import os
import re
from flask import Flask, request, abort

app = Flask(__name__)
BASE = "/srv/app/docs"


@app.route("/doc")
def doc():
    name = request.args.get("name", "")
    if re.search(r"[^a-z0-9_]", name):
        abort(400)
    with open(os.path.join(BASE, name + ".md")) as f:
        return f.read()
