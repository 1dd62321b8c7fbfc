# only named tools from a fixed table are run
import subprocess

from flask import Flask, abort, request

app = Flask(__name__)

TOOLS = {"disk": "df -h", "mem": "free -m", "load": "uptime"}


@app.route("/tool/<name>")
def tool(name):
    if name not in TOOLS:
        abort(404)
    cmd = TOOLS[name]
    return subprocess.check_output(cmd, shell=True)
