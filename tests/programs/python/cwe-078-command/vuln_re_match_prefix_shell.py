# re.match anchors only at the start, so "example.com;id" passes and reaches os.system.
import os
import re
from flask import Flask, request, abort

app = Flask(__name__)


@app.route("/ping")
def ping():
    host = request.args.get("host", "")
    if not re.match(r"[a-z0-9.-]+", host):
        abort(400)
    os.system("ping -c 1 " + host)
    return "sent"
