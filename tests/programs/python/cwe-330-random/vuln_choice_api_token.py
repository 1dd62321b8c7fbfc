# API token assembled from random.choice over letters and digits
import random
import string

from flask import Flask

app = Flask(__name__)
ALPHABET = string.ascii_letters + string.digits


def new_token(length=32):
    return "".join(random.choice(ALPHABET) for _ in range(length))


@app.route("/tokens", methods=["POST"])
def issue():
    token = new_token()
    return {"api_token": token}
