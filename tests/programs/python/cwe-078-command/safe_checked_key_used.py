# the same parameter that is checked to be alphanumeric is the one put into the command
import os

from flask import Flask, abort, request

app = Flask(__name__)


@app.route("/run")
def run():
    if not request.args["name"].isalnum():
        abort(400)
    os.system("run-job " + request.args["name"])
    return "started"
