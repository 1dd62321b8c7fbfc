# digest computed with the cryptography hashes API
from cryptography.hazmat.primitives import hashes
from flask import Flask, request

app = Flask(__name__)


@app.route("/digest", methods=["POST"])
def digest():
    h = hashes.Hash(hashes.MD5())
    h.update(request.get_data())
    return h.finalize().hex()
