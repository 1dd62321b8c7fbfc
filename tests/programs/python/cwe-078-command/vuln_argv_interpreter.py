# report runner: runs a named report script with the python interpreter
import subprocess
from flask import Flask, request

app = Flask(__name__)


@app.route("/report")
def report():
    code = request.args.get("expr", "")
    out = subprocess.check_output(["python3", "-c", code])
    return {"result": out.decode()}
