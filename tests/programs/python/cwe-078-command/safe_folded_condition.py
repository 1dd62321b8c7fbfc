# command text chosen by arithmetic on constants
import os

from flask import Flask, request

app = Flask(__name__)


@app.route("/echo")
def echo():
    param = request.headers.get("X-Label", "")
    num = 106
    if (7 * 18) + num > 200:
        bar = "fixed-label"
    else:
        bar = param
    os.system("echo " + bar)
    return "done"
