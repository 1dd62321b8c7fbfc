# parsed host must be in a fixed set before the request is made
from urllib.parse import urlparse

import requests
from flask import Flask, abort, request

app = Flask(__name__)
ALLOWED = {"api.github.com", "api.example.com"}


@app.route("/proxy")
def proxy():
    url = request.args.get("url", "")
    parts = urlparse(url)
    if parts.scheme != "https" or parts.hostname not in ALLOWED:
        abort(400)
    return requests.get(url, timeout=5).text
