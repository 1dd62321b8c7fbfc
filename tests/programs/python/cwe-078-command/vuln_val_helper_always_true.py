# The name-check helper was stubbed to always return True, so the guard never rejects and shell metacharacters reach os.system.
import os
from flask import Flask, request, abort

app = Flask(__name__)


def is_safe_name(name):
    # TODO: restore the real pattern check after the refactor
    return True


@app.route("/backup")
def backup():
    name = request.args.get("name", "")
    if not is_safe_name(name):
        abort(400)
    os.system("tar czf /backups/" + name + ".tgz /srv/data")
    return "started"
