# redirect allowed only to known hosts
from urllib.parse import urlparse

from flask import Flask, redirect, request

app = Flask(__name__)
ALLOWED = {"example.com", "www.example.com"}


@app.route("/out")
def out():
    url = request.args.get("url", "/")
    if urlparse(url).netloc not in ALLOWED:
        return redirect("/")
    return redirect(url)
