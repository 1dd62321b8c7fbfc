# stylesheet endpoint with a small cache for plain theme names
import os

from flask import Flask, request

app = Flask(__name__)
THEMES = "/srv/themes"
CACHE = {}


@app.route("/theme.css")
def theme():
    name = request.args.get("t", "light.css")
    if name.isalnum() and (name := name.lower()) in CACHE:
        return CACHE[name]
    with open(os.path.join(THEMES, name)) as fh:
        return fh.read(), 200, {"Content-Type": "text/css"}
