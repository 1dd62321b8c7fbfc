# Flask endpoint that lists archived report files matching the patterns an operator gives.
import os
import shlex

from flask import Flask, request

app = Flask(__name__)


@app.get("/archive/list")
def list_archive():
    patterns = request.args.get("p", "").split(",")
    for i, pattern in enumerate(patterns):
        patterns[i] = shlex.quote(pattern.lstrip("-"))
    out = os.popen("cd /srv/archive && ls -1 -- " + " ".join(patterns)).read()
    return {"files": out.splitlines()}
