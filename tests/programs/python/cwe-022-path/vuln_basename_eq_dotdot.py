# Delete a workspace folder by name.
import os
import shutil
from flask import Flask, request, abort

app = Flask(__name__)
ROOT = "/srv/workspaces/current"


@app.route("/workspaces/<name>", methods=["DELETE"])
def delete_workspace(name):
    if os.path.basename(name) != name:
        abort(400)
    shutil.rmtree(os.path.join(ROOT, name))
    return "", 204
