# default feed URL on one branch, the header value on the other, then urlopen
import urllib.request

from flask import Flask, request

app = Flask(__name__)


@app.route("/feed")
def feed():
    custom = request.headers.get("X-Feed-Url")
    if custom:
        src = custom
    else:
        src = "https://news.example.com/rss"
    with urllib.request.urlopen(src, timeout=5) as resp:
        return resp.read()
