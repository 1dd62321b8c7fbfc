# A regex test: verbose comment path (written in review of the regex reading)
import os, re
from flask import Flask, request, abort
app = Flask(__name__)

@app.route("/f")
def f():
    n = request.args["n"]
    if not re.search(r"^[a-z.]+#$", n, re.X):
        abort(400)
    return open(n).read()
