# count parameter is parsed with int() before it is placed in the shell command
import os

from flask import Flask, request

app = Flask(__name__)


@app.route("/tail")
def tail():
    try:
        lines = int(request.args.get("n", "10"))
    except ValueError:
        return "bad n", 400
    os.system(f"tail -n {lines} /var/log/app.log > /tmp/tail.out")
    with open("/tmp/tail.out") as fh:
        return fh.read()
