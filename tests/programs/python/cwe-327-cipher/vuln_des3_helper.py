# helper builds the cipher object used for a token
from Crypto.Cipher import DES3
from Crypto.Random import get_random_bytes
from Crypto.Util.Padding import pad
from flask import Flask, request

app = Flask(__name__)
KEY = DES3.adjust_key_parity(get_random_bytes(24))


def make_cipher(iv):
    return DES3.new(KEY, DES3.MODE_CBC, iv)


@app.route("/token")
def token():
    iv = get_random_bytes(8)
    box = make_cipher(iv)
    return (iv + box.encrypt(pad(request.args.get("u", "").encode(), 8))).hex()
