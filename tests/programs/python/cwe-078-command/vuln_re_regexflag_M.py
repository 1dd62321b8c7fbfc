# A regex test: regexflag M (written in review of the regex reading)
import os, re, subprocess
from flask import Flask, request, abort
app = Flask(__name__)

@app.route("/p")
def p():
    h = request.args["h"]
    if not re.search(r"^[a-z]+$", h, re.RegexFlag.MULTILINE):
        abort(400)
    os.system("ping " + h)
