# Sign-up form field checks
import re

from flask import Flask, request

app = Flask(__name__)
EMAIL = re.compile(r"^([a-zA-Z0-9_]+[.-]?)+@[a-z]+\.[a-z]{2,}$")


@app.route("/signup", methods=["POST"])
def signup():
    address = request.form.get("email", "")
    if not EMAIL.match(address):
        return "invalid address", 400
    return "ok"
