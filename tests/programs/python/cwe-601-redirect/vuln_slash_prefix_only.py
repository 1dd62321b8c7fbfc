# a target that starts with "/" may still start with "//", another site for the browser
from flask import Flask, redirect, request

app = Flask(__name__)


@app.route("/continue")
def continue_to():
    target = request.args.get("next", "/")
    if target.startswith("/"):
        return redirect(target)
    return redirect("/")
