# match statement maps known actions to fixed commands but the default arm uses the query value
import subprocess

from flask import Flask, request

app = Flask(__name__)


@app.route("/tool")
def tool():
    action = request.args.get("action", "")
    match action:
        case "uptime":
            cmd = "uptime"
        case "disk":
            cmd = "df -h"
        case _:
            cmd = action
    return subprocess.check_output(cmd, shell=True)
