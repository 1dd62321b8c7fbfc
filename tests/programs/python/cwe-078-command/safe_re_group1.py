# A regex test: group1 (written in review of the regex reading)
import os, re
from flask import Flask, request, abort
app = Flask(__name__)
HOST = re.compile(r"([a-z0-9]+)")

@app.route("/p")
def p():
    h = request.args["h"]
    if (m := HOST.fullmatch(h)) is None:
        abort(400)
    os.system("ping " + m.group(1))
