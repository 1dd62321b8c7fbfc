# remember-me cookie value from the random module
import random

from flask import Flask, make_response

app = Flask(__name__)


@app.route("/remember")
def remember():
    value = str(random.random())[2:]
    resp = make_response("ok")
    resp.set_cookie("remember_token", value, secure=True, httponly=True)
    return resp
