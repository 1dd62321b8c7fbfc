# conditional expression on constants always yields the fixed command
import subprocess

from flask import Flask, request

app = Flask(__name__)


@app.route("/run")
def run():
    param = request.args.get("c", "")
    num = 106
    bar = param if 7 * 18 - num > 200 else "hostname"
    return subprocess.check_output(bar, shell=True)
