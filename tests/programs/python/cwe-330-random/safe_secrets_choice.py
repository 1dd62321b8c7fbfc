# one-time code drawn with the secrets module
import secrets
import string

from flask import Flask, request

app = Flask(__name__)
CODES = {}


@app.route("/otp", methods=["POST"])
def otp():
    CODES[request.form["phone"]] = "".join(secrets.choice(string.digits) for _ in range(6))
    return "sent"
