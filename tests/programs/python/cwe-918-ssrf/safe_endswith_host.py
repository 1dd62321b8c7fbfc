# Fetches a preview of a page on one of the company's sites.
from urllib.parse import urlparse
import requests
from flask import Flask, request

app = Flask(__name__)

@app.route("/preview")
def preview():
    url = request.args["url"]
    parts = urlparse(url)
    if parts.scheme == "https" and parts.hostname.endswith(".acme-corp.com"):
        return requests.get(url, allow_redirects=False).text[:200]
    return "no"
