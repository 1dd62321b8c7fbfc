# A regex test: failed search pos kw (written in review of the regex reading)
import os, re
from flask import Flask, request, abort
app = Flask(__name__)
BAD = re.compile(r"[^a-z0-9]")

@app.route("/p")
def p():
    h = request.args["h"]
    if BAD.search(h, pos=1):
        abort(400)
    os.system("ping " + h)
