# archive check: tests a gzip file whose name is plain
import subprocess

from flask import Flask, request

app = Flask(__name__)


@app.route("/archive/check")
def check():
    name = request.args["name"]
    ok = name.isalnum() and subprocess.call("gzip -t /srv/archive/" + name + ".gz", shell=True) == 0
    return {"ok": ok}
