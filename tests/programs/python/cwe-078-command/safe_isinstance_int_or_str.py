# Lower the scheduling priority of a process chosen by the caller.
import os
from flask import Flask, request, abort

app = Flask(__name__)


@app.route("/renice", methods=["POST"])
def renice():
    pid = request.json.get("pid")
    if not isinstance(pid, (int, float)):
        abort(400)
    os.system("renice -n 10 -p %s" % pid)
    return "", 204
