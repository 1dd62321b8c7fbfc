# A regex test: from re import M (written in review of the regex reading)
import os, re
from re import MULTILINE
from flask import Flask, request, abort
app = Flask(__name__)

@app.route("/p")
def p():
    h = request.args["h"]
    if not re.search(r"^[a-z]+$", h, MULTILINE):
        abort(400)
    os.system("ping " + h)
