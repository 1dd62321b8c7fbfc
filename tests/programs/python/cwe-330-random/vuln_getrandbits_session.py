# form token stored in the session from random bits
import random

from flask import Flask, session

app = Flask(__name__)
app.secret_key = b"change-me"


@app.route("/form")
def form():
    token = "%x" % random.getrandbits(64)
    session["csrf_token"] = token
    return token
