# stream cipher from the cryptography package applied to a form value
import os

from cryptography.hazmat.primitives.ciphers import Cipher, algorithms
from flask import Flask, request

app = Flask(__name__)
KEY = os.urandom(16)


@app.route("/wrap", methods=["POST"])
def wrap():
    text = request.form.get("text", "").encode()
    enc = Cipher(algorithms.ARC4(KEY), mode=None).encryptor()
    return enc.update(text).hex()
