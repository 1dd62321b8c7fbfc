# query value is quoted with shlex.quote before it joins the shell command
import shlex
import subprocess

from flask import Flask, request

app = Flask(__name__)


@app.route("/count")
def count():
    name = request.args.get("file", "")
    cmd = "wc -l " + shlex.quote(name)
    out = subprocess.run(cmd, shell=True, capture_output=True, text=True, cwd="/srv/data")
    return out.stdout
