# one-time code produced by a helper
import random

from flask import Flask, request

app = Flask(__name__)
CODES = {}


def new_code():
    return "".join(str(random.randrange(10)) for _ in range(6))


@app.route("/otp", methods=["POST"])
def otp():
    CODES[request.form["phone"]] = new_code()
    return "sent"
