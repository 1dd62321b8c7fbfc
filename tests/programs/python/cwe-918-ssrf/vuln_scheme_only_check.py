# the link preview only checks the scheme, so any host (an internal one) is fetched
import requests
from flask import Flask, abort, request

app = Flask(__name__)


@app.route("/preview")
def preview():
    url = request.args.get("url", "")
    if not url.startswith(("http://", "https://")):
        abort(422)
    return requests.get(url, timeout=5).text[:300]
