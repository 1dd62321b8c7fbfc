# Redirects to the next page after login when it is on the company's sites.
from urllib.parse import urlparse
from flask import Flask, request, redirect, abort

app = Flask(__name__)

@app.route("/after-login")
def after_login():
    nxt = request.args.get("next", "")
    parts = urlparse(nxt)
    if parts.hostname.endswith(".acme-corp.com"):
        return redirect(nxt)
    abort(400)
