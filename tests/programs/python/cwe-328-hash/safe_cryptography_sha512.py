# digest computed with the cryptography hashes API and SHA-512
from cryptography.hazmat.primitives import hashes
from flask import Flask, request

app = Flask(__name__)


@app.route("/digest", methods=["POST"])
def digest():
    h = hashes.Hash(hashes.SHA512())
    h.update(request.get_data())
    return h.finalize().hex()
