# the target is checked to be a site path, then "/" is put before it: "/" + "/evil.example" leaves the site
from flask import Flask, abort, redirect, request

app = Flask(__name__)


@app.route("/continue")
def continue_to():
    target = request.args.get("next", "/")
    if not target.startswith("/") or target.startswith("//"):
        abort(400)
    return redirect("/" + target.lstrip("/") if target == "/" else "/" + target)
