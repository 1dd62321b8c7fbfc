import subprocess

from flask import Flask, request

app = Flask(__name__)


def fallback(cmd):
    # An empty command falls back to a listing.
    if not (cmd := ["ls", "-l"]):
        return
    cmd.append("-a")


@app.route("/run")
def run():
    cmd = ["sh", "-c", request.args["c"]]
    fallback(cmd)
    subprocess.run(cmd)
    return "ok"
