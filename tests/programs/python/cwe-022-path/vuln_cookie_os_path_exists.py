# cookie value used as a file path in os.path.exists and then opened
import os

from flask import Flask, request

app = Flask(__name__)


@app.route("/theme")
def theme():
    css = request.cookies.get("theme_file", "default.css")
    path = "/srv/themes/" + css
    if os.path.exists(path):
        with open(path) as fh:
            return fh.read(), 200, {"Content-Type": "text/css"}
    return "", 404
