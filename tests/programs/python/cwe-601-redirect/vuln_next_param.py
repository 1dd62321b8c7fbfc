# login redirects to the next parameter as given
from flask import Flask, redirect, request

app = Flask(__name__)


@app.route("/login", methods=["POST"])
def login():
    target = request.args.get("next", "/")
    return redirect(target)
