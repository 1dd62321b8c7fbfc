# A regex test: printable hex class (written in review of the regex reading)
import os, re
from flask import Flask, request, abort
app = Flask(__name__)

@app.route("/p")
def p():
    h = request.args["h"]
    if not re.fullmatch(r"[\x20-\x7e]+", h):
        abort(400)
    os.system("ping " + h)
