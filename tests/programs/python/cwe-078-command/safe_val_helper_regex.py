# The helper uses re.fullmatch on [a-z0-9_]{1,32} and the handler aborts with 400 on failure, so only those characters reach the shell line.
import os
import re
from flask import Flask, request, abort

app = Flask(__name__)
NAME_RE = re.compile(r"[a-z0-9_]{1,32}")


def is_safe_name(name):
    return NAME_RE.fullmatch(name) is not None


@app.route("/backup")
def backup():
    name = request.args.get("name", "")
    if not is_safe_name(name):
        abort(400)
    os.system("tar czf /backups/" + name + ".tgz /srv/data")
    return "started"
