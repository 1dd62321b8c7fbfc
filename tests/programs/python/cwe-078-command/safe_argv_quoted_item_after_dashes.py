# runs a fixed linter on a path given as a quoted list item, after `--`: never an option
import shlex
import subprocess

from flask import Flask, request

app = Flask(__name__)


@app.route("/lint")
def lint():
    path = request.args.get("path", "")
    out = subprocess.run(["pyflakes", "--", shlex.quote(path)], capture_output=True, text=True, cwd="/srv/data")
    return out.stdout
