# a helper flags metacharacters, but the command runs only when it flags them
import os

from flask import Flask, request

app = Flask(__name__)
ALLOWED = {"uptime", "df", "free"}


def is_unsafe(cmd):
    return cmd not in ALLOWED


@app.route("/run")
def run():
    cmd = request.args.get("cmd", "uptime")
    if is_unsafe(cmd):
        os.system(cmd)
        return "ran a custom command"
    return "nothing to do"
