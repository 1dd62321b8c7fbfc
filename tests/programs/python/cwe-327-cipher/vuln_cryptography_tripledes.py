# cryptography package: TripleDES in CBC mode for stored card tokens
import os

from cryptography.hazmat.decrepit.ciphers.algorithms import TripleDES
from cryptography.hazmat.primitives.ciphers import Cipher, modes
from flask import Flask, request

app = Flask(__name__)
KEY = os.urandom(24)


@app.route("/token", methods=["POST"])
def token():
    data = request.form["card"].encode().ljust(16, b"\0")[:16]
    iv = os.urandom(8)
    enc = Cipher(TripleDES(KEY), modes.CBC(iv)).encryptor()
    return (iv + enc.update(data) + enc.finalize()).hex()
