# the name key of the JSON body is checked; its cmd key is read with get and run
import os

from flask import Flask, abort, request

app = Flask(__name__)


@app.route("/jobs", methods=["POST"])
def start():
    job = request.get_json()
    if not job["name"].isalnum():
        abort(400)
    os.system("run-job " + job.get("cmd", ""))
    return "started"
