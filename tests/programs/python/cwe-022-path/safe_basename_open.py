# only the last path component of the name is used
import os

from flask import Flask, request

app = Flask(__name__)


@app.route("/avatar")
def avatar():
    name = os.path.basename(request.args.get("img", "default.png"))
    with open(os.path.join("/srv/avatars", name), "rb") as fh:
        return fh.read()
