# session identifier built from random.random() and set as a cookie
import random

from flask import Flask, make_response, request

app = Flask(__name__)


@app.route("/login", methods=["POST"])
def login():
    user = request.form["user"]
    sid = str(random.random())[2:]
    resp = make_response("hello " + user.replace("<", ""))
    resp.set_cookie("sid", sid, httponly=True)
    return resp
