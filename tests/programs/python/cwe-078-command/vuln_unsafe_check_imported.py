# the metacharacter check comes from another module and the command runs when it fires
import subprocess

from flask import Flask, request

from .checks import is_unsafe

app = Flask(__name__)


@app.route("/ping")
def ping():
    host = request.args["host"]
    if is_unsafe(host):
        subprocess.run("ping -c 1 " + host, shell=True)
    return "done"
