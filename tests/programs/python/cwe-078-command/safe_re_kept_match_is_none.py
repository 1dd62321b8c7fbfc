# the whole host must be letters and digits; the kept match is tested against None.
import os
import re

from flask import Flask, abort, request

app = Flask(__name__)
HOST = re.compile(r"[a-z0-9]+")


@app.route("/ping")
def ping():
    name = request.args["host"]
    m = HOST.fullmatch(name)
    if m is None:
        abort(400)
    os.system("ping -c 1 " + name)
    return "sent"
