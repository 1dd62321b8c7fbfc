# lists a folder of the shared drive chosen by the user
import shlex
import subprocess

from flask import Flask, request

app = Flask(__name__)


@app.route("/ls")
def listing():
    folder = shlex.quote(request.args["folder"])
    line = "ls -l /srv/share/{}".format(folder)
    return subprocess.run(line, shell=True, capture_output=True, text=True).stdout
