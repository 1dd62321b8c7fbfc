# A regex test: kept dict update (written in review of the regex reading)
import os, re
from flask import Flask, request, abort
app = Flask(__name__)

@app.route("/p")
def p():
    d = {"h": request.args["h"]}
    ok = re.fullmatch(r"[a-z]+", d["h"])
    d.update(h=request.args["s"])
    if ok:
        os.system("ping " + d["h"])
    return "x"
