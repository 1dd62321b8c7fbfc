# payload encrypted with Blowfish before it is stored
from Crypto.Cipher import Blowfish
from Crypto.Random import get_random_bytes
from Crypto.Util.Padding import pad
from flask import Flask, request

app = Flask(__name__)
KEY = get_random_bytes(16)


@app.route("/seal", methods=["POST"])
def seal():
    data = request.get_data()
    iv = get_random_bytes(8)
    cipher = Blowfish.new(KEY, Blowfish.MODE_CBC, iv)
    return iv + cipher.encrypt(pad(data, 8))
