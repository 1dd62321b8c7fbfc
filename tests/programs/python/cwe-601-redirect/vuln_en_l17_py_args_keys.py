# An enumeration, a loop or a redirect: py args keys (written in review)
from flask import Flask, request, abort, redirect
app = Flask(__name__)
@app.route("/go")
def go():
    args = request.args
    for k in args:
        if k not in ("next", "ref"):
            abort(400)
    return redirect(args["next"])
