# map holds the query value and a fixed name; only the fixed key is read for the path
from pathlib import Path

from flask import Flask, request

app = Flask(__name__)


@app.route("/log")
def show_log():
    choices = {}
    choices["user"] = request.args.get("log")
    choices["fixed"] = "app.log"
    name = choices["fixed"]
    return (Path("/var/log/myapp") / name).read_text()
