# lists the files a visitor picked, names only trimmed in a comprehension
import os

from flask import Flask, request

app = Flask(__name__)


@app.route("/ls")
def ls():
    names = [n.strip() for n in request.args.getlist("name")]
    return os.popen("ls -l -- " + " ".join(names)).read()
