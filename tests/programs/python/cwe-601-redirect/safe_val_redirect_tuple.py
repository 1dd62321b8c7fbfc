# check_next() returns (ok, url) with ok requiring scheme https and an exact netloc from ALLOWED_HOSTS; when not ok the target is replaced by "/".
from urllib.parse import urlparse
from flask import Flask, request, redirect

app = Flask(__name__)
ALLOWED_HOSTS = {"app.example.com", "docs.example.com"}


def check_next(url):
    parts = urlparse(url)
    ok = parts.scheme == "https" and parts.netloc in ALLOWED_HOSTS
    return ok, url


@app.route("/login/done")
def login_done():
    ok, target = check_next(request.args.get("next", ""))
    if not ok:
        target = "/"
    return redirect(target)
