# helper receives the request but returns a fixed command string
import os

from flask import Flask, request

app = Flask(__name__)


def build_command(req):
    _ = req.args.get("cmd")
    return "date -u"


@app.route("/time")
def server_time():
    cmd = build_command(request)
    return os.popen(cmd).read()
