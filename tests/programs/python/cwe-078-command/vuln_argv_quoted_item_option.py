# runs a fixed linter on a path given as a quoted list item: quoting keeps a leading `-`, so the
# value can be an option of the program
import shlex
import subprocess

from flask import Flask, request

app = Flask(__name__)


@app.route("/lint")
def lint():
    path = request.args.get("path", "")
    out = subprocess.run(["pyflakes", shlex.quote(path)], capture_output=True, text=True, cwd="/srv/data")
    return out.stdout
