# with re.MULTILINE, $ matches before the first newline, so "abc\nid #" passes and the second line runs "id" in the shell.
import os
import re
from flask import Flask, request, abort

app = Flask(__name__)


@app.route("/lookup")
def lookup():
    name = request.args.get("name", "")
    if not re.match(r"^[a-z0-9]+$", name, re.MULTILINE):
        abort(400)
    os.system("nslookup " + name + ".internal.example")
    return "ok"
