# AES in GCM mode with a fresh nonce
import os

from Crypto.Cipher import AES
from flask import Flask, request

app = Flask(__name__)
KEY = os.urandom(32)


@app.route("/seal", methods=["POST"])
def seal():
    cipher = AES.new(KEY, AES.MODE_GCM)
    ct, tag = cipher.encrypt_and_digest(request.get_data())
    return (cipher.nonce + tag + ct).hex()
