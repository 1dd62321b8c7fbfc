# Fetches a preview of a page hosted on the docs platform.
from urllib.parse import urlparse
import requests
from flask import Flask, request, abort

app = Flask(__name__)

@app.route("/preview")
def preview():
    url = request.args["url"]
    parts = urlparse(url)
    if parts.scheme == "https" and parts.hostname.endswith(".github.io"):
        return requests.get(url, timeout=5).text
    abort(400)
