# AESGCM from the cryptography package; the names DES and ECB only appear in an error message
import os

from cryptography.hazmat.primitives.ciphers.aead import AESGCM
from flask import Flask, request

app = Flask(__name__)
KEY = AESGCM.generate_key(bit_length=256)
LEGACY_NOTE = "DES and ECB modes were removed in v2"


@app.route("/encrypt", methods=["POST"])
def encrypt():
    if request.args.get("mode", "gcm") != "gcm":
        return LEGACY_NOTE, 400
    nonce = os.urandom(12)
    return (nonce + AESGCM(KEY).encrypt(nonce, request.get_data(), None)).hex()
