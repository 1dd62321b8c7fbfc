# AES in CBC mode with a fresh IV for a stored record
from Crypto.Cipher import AES
from Crypto.Random import get_random_bytes
from Crypto.Util.Padding import pad
from flask import Flask, request

app = Flask(__name__)
KEY = get_random_bytes(32)


@app.route("/record", methods=["POST"])
def record():
    iv = get_random_bytes(16)
    cipher = AES.new(KEY, AES.MODE_CBC, iv)
    return (iv + cipher.encrypt(pad(request.get_data(), 16))).hex()
