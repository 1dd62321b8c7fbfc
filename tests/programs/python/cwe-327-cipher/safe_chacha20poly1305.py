# authenticated stream encryption of a note
import os

from cryptography.hazmat.primitives.ciphers.aead import ChaCha20Poly1305
from flask import Flask, request

app = Flask(__name__)
KEY = ChaCha20Poly1305.generate_key()


@app.route("/note", methods=["POST"])
def note():
    nonce = os.urandom(12)
    box = ChaCha20Poly1305(KEY)
    return (nonce + box.encrypt(nonce, request.get_data(), None)).hex()
