# A regex test: lookahead no dash (written in review of the regex reading)
import re, subprocess
from flask import Flask, request, abort
app = Flask(__name__)

@app.route("/todos")
def todos():
    ref = request.args.get("ref", "HEAD")
    if not re.fullmatch(r"(?!-)[\w.]+", ref):
        abort(400)
    out = subprocess.run(["git", "grep", "-n", "-e", "TODO", ref], capture_output=True, text=True)
    return out.stdout
