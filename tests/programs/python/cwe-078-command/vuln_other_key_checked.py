# the name parameter is checked, but the command line is built from another parameter
import os

from flask import Flask, abort, request

app = Flask(__name__)


@app.route("/run")
def run():
    if not request.args["name"].isalnum():
        abort(400)
    os.system("run-job " + request.args["cmd"])
    return "started"
