# a helper compares the command with a fixed set and the handler stops when it is not in it
import os

from flask import Flask, abort, request

app = Flask(__name__)
ALLOWED = {"uptime", "df", "free"}


def is_unsafe(cmd):
    return cmd not in ALLOWED


@app.route("/run")
def run():
    cmd = request.args.get("cmd", "uptime")
    if is_unsafe(cmd):
        abort(400)
    os.system(cmd)
    return "ok"
