# six-digit password reset code from random.randint
import random

from flask import Flask, request

app = Flask(__name__)
PENDING = {}


@app.route("/reset/start", methods=["POST"])
def start_reset():
    email = request.form["email"]
    code = "%06d" % random.randint(0, 999999)
    PENDING[email] = code
    return "code sent"
