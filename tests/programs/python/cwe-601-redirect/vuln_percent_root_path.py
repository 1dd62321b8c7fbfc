# "/%s" % next is "/" and the request's value: "/evil.example" makes "//evil.example"
from flask import Flask, redirect, request

app = Flask(__name__)


@app.route("/continue")
def continue_to():
    target = "/%s" % request.args["next"]
    return redirect(target)
