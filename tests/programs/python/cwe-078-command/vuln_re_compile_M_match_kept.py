# A regex test: compile M match kept (written in review of the regex reading)
import os, re
from flask import Flask, request, abort
app = Flask(__name__)
HOST = re.compile(r"[a-z]+$", re.MULTILINE)

@app.route("/p")
def p():
    h = request.args["h"]
    m = HOST.match(h)
    if m is None:
        abort(400)
    os.system("ping " + h)
