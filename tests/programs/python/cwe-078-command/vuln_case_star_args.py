# Small admin console endpoint that accepts one line of text per request
import shlex
import subprocess

from flask import Flask, request

app = Flask(__name__)


@app.post("/console")
def console():
    line = request.form.get("line", "")
    match shlex.split(line):
        case ["grep", *rest]:
            res = subprocess.run("grep -r " + " ".join(rest) + " /var/log/app", shell=True, capture_output=True, text=True)
            return res.stdout
        case ["status"]:
            return subprocess.run(["systemctl", "status", "app"], capture_output=True, text=True).stdout
        case _:
            return "unknown command", 400
