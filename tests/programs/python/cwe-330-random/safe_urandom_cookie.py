# remember-me cookie value from the operating system generator
import os

from flask import Flask, make_response

app = Flask(__name__)


@app.route("/remember")
def remember():
    value = os.urandom(16).hex()
    resp = make_response("ok")
    resp.set_cookie("remember_token", value, secure=True, httponly=True)
    return resp
