# The pattern check is applied to "name", but the shell command also embeds "name2", which is never checked.
import re
import subprocess
from flask import Flask, request, abort

app = Flask(__name__)


@app.route("/rename")
def rename():
    name = request.args["name"]
    if not re.fullmatch(r"[A-Za-z0-9_]+", name):
        abort(400)
    target = request.args["name2"]
    subprocess.run(
        f"mv /srv/uploads/{name} /srv/uploads/{target}",
        shell=True,
        check=False,
    )
    return "renamed"
