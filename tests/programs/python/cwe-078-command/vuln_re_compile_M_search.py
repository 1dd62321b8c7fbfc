# A regex test: compile M search (written in review of the regex reading)
import os, re, subprocess
from flask import Flask, request, abort
app = Flask(__name__)
HOST = re.compile(r"^[a-z]+$", re.M)

@app.route("/p")
def p():
    h = request.args["h"]
    if not HOST.search(h):
        abort(400)
    os.system("ping " + h)
