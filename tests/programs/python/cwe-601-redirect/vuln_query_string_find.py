# target sliced out of the raw query string after find("to=")
from flask import Flask, redirect, request

app = Flask(__name__)


@app.route("/go")
def go():
    qs = request.query_string.decode("utf-8")
    i = qs.find("to=")
    if i < 0:
        return redirect("/")
    target = qs[i + 3:].split("&")[0]
    return redirect(target)
