# An enumeration, a loop or a redirect: quote rebind (written in review)
import os, shlex
from flask import Flask, request
app = Flask(__name__)
@app.route("/files")
def files():
    names = request.args.getlist("f")
    for n in names:
        n = shlex.quote(n)
    os.system("ls " + " ".join(names))
    return "ok"
