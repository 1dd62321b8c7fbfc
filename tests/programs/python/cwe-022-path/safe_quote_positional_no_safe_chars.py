# serves a cached page stored under the percent-encoded name of the requested key
from urllib.parse import quote

from flask import Flask, request

app = Flask(__name__)


@app.route("/cached")
def cached():
    key = request.args.get("key", "")
    with open("/var/cache/pages/" + quote(key, "")) as f:
        return f.read()
