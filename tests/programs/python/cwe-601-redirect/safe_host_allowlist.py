# parsed host must be in a fixed set, otherwise the redirect goes home
from urllib.parse import urlparse

from flask import Flask, redirect, request

app = Flask(__name__)
HOSTS = {"example.com", "docs.example.com"}


@app.route("/out")
def out():
    url = request.args.get("url", "/")
    if urlparse(url).netloc not in HOSTS:
        return redirect("/")
    return redirect(url)
