# re.fullmatch requires the whole host to be [a-z0-9.-] with no leading "-"; no shell metacharacters reach os.system.
import os
import re
from flask import Flask, request, abort

app = Flask(__name__)


@app.route("/ping")
def ping():
    host = request.args.get("host", "")
    if not re.fullmatch(r"[a-z0-9][a-z0-9.-]*", host):
        abort(400)
    os.system("ping -c 1 " + host)
    return "sent"
