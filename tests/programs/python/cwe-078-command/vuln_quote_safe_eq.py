# Fetch a mirror file with curl; the URL must already be percent-encoded.
import os
from urllib.parse import quote
from flask import Flask, request, abort

app = Flask(__name__)


@app.route("/mirror")
def mirror():
    url = request.args.get("url", "")
    if quote(url, safe=":/?&=") != url:
        abort(400)
    os.system("curl -s -o /srv/mirror/latest " + url)
    return "queued"
