# admin console: runs a command a visitor sends when it starts with an allowed program
import subprocess

from flask import Flask, abort, request

app = Flask(__name__)


@app.route("/run", methods=["POST"])
def run():
    cmd = request.form["cmd"]
    if not cmd.startswith("git status"):
        abort(403)
    return subprocess.check_output(cmd, shell=True)
