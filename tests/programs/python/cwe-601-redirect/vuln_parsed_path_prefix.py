# only the parsed path is checked: "//evil.example/account/x" has that path on another host
from urllib.parse import urlparse

from flask import Flask, abort, redirect, request

app = Flask(__name__)


@app.route("/continue")
def continue_to():
    target = request.args["next"]
    if not urlparse(target).path.startswith("/account/"):
        abort(400)
    return redirect(target)
