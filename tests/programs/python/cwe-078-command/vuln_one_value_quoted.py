# copies an uploaded file to a destination the caller names, quoting one of the two paths
import shlex
import subprocess

from flask import Flask, request

app = Flask(__name__)


@app.route("/copy")
def copy():
    src = request.args.get("src", "")
    dst = request.args.get("dst", "")
    subprocess.run("cp " + src + " " + shlex.quote(dst), shell=True, cwd="/srv/data")
    return "ok"
