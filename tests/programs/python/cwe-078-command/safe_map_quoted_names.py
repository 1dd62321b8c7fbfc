# archives the files a visitor picked, each name quoted for the shell through map()
import os
import shlex

from flask import Flask, request

app = Flask(__name__)


@app.route("/archive", methods=["POST"])
def archive():
    picked = request.form.getlist("file")
    os.system("tar czf /tmp/picked.tgz -- " + " ".join(map(shlex.quote, picked)))
    return "queued"
