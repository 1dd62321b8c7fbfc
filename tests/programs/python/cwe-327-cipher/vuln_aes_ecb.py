# AES with ECB mode seals a session blob
import os

from Crypto.Cipher import AES
from Crypto.Util.Padding import pad
from flask import Flask, request

app = Flask(__name__)
KEY = os.urandom(16)


@app.route("/seal", methods=["POST"])
def seal():
    blob = request.get_data()
    cipher = AES.new(KEY, AES.MODE_ECB)
    return cipher.encrypt(pad(blob, 16)).hex()
