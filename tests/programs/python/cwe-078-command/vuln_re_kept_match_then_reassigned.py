# the match result is kept, but `name` is read again from the request before the test of
# the result, so the value the shell gets was never checked.
import os
import re

from flask import Flask, abort, request

app = Flask(__name__)
HOST = re.compile(r"[a-z0-9]+")


@app.route("/ping")
def ping():
    name = request.args["host"]
    ok = HOST.fullmatch(name)
    name = request.args["other"]
    if not ok:
        abort(400)
    os.system("ping -c 1 " + name)
    return "sent"
