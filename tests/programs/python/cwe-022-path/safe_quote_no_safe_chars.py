# serves a cached page stored under the percent-encoded name of its address
import urllib.parse

from flask import Flask, request

app = Flask(__name__)


@app.route("/cached")
def cached():
    key = urllib.parse.quote(request.args["url"], safe="")
    with open("/var/cache/pages/" + key) as f:
        return f.read()
