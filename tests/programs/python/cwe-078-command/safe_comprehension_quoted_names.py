# lists the files a visitor picked, each name quoted for the shell in a comprehension
import os
import shlex

from flask import Flask, request

app = Flask(__name__)


@app.route("/ls")
def ls():
    names = [shlex.quote(n) for n in request.args.getlist("name")]
    return os.popen("ls -l -- " + " ".join(names)).read()
