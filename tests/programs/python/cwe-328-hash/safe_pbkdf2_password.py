# password stored as PBKDF2-HMAC-SHA256 with a random salt and many iterations
import hashlib
import os

from flask import Flask, request

app = Flask(__name__)


@app.route("/signup", methods=["POST"])
def signup():
    password = request.form["password"].encode()
    salt = os.urandom(16)
    dk = hashlib.pbkdf2_hmac("sha256", password, salt, 600_000)
    record = salt.hex() + "$" + dk.hex()
    with open("/srv/users/" + str(abs(hash(request.form["user"]))), "w") as fh:
        fh.write(record)
    return "ok"
