# Delete a workspace folder by name.
import re
import shutil
import os
from flask import Flask, request, abort

app = Flask(__name__)
ROOT = "/srv/workspaces/current"


@app.route("/workspaces/<name>", methods=["DELETE"])
def delete_workspace(name):
    if not re.fullmatch(r"[A-Za-z0-9_-]+", name):
        abort(400)
    shutil.rmtree(os.path.join(ROOT, name))
    return "", 204
