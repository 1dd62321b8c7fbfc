# several file names joined into one listing command
import os

from flask import Flask, request

app = Flask(__name__)


@app.route("/ls")
def listing():
    names = request.values.getlist("name")
    joined = " ".join(n.strip() for n in names)
    with os.popen("ls -l " + joined) as pipe:
        return pipe.read()
