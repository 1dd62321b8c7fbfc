# [\w.-]+ allows a leading "-", so ref="-Orm" becomes git grep's --open-files-in-pager=rm (option injection runs rm on the matching files).
import re
import subprocess
from flask import Flask, request, abort

app = Flask(__name__)
REPO = "/srv/repos/app"


@app.route("/todos")
def todos():
    ref = request.args.get("ref", "HEAD")
    if not re.fullmatch(r"[\w.-]+", ref):
        abort(400)
    out = subprocess.run(["git", "grep", "-n", "-e", "TODO", ref],
                         cwd=REPO, capture_output=True, text=True)
    return out.stdout, 200, {"Content-Type": "text/plain"}
