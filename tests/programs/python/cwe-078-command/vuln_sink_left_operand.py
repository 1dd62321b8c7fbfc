# archive check: tests a gzip file and reports whether its name is plain
import subprocess

from flask import Flask, request

app = Flask(__name__)


@app.route("/archive/check")
def check():
    name = request.args["name"]
    ok = subprocess.call("gzip -t /srv/archive/" + name, shell=True) == 0 and name.isalnum()
    return {"ok": ok}
