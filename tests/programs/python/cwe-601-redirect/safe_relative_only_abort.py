# only site-relative targets are followed
from flask import Flask, abort, redirect, request

app = Flask(__name__)


@app.route("/go")
def go():
    target = request.args.get("to", "/")
    if not target.startswith("/") or target.startswith("//"):
        abort(400)
    return redirect(target)
