# the address must start with the API's own host and a slash before it is fetched
import requests
from flask import Flask, abort, request

app = Flask(__name__)
API = "https://api.example.com/"


@app.route("/proxy")
def proxy():
    url = request.args.get("url", "")
    if not url.startswith(API):
        abort(400)
    return requests.get(url, timeout=5).text
