# DES in ECB mode encrypts the account number sent in the form
from Crypto.Cipher import DES
from Crypto.Util.Padding import pad
from flask import Flask, request

app = Flask(__name__)
KEY = bytes.fromhex("0123456789abcdef")


@app.route("/wrap", methods=["POST"])
def wrap():
    account = request.form["account"].encode()
    cipher = DES.new(KEY, DES.MODE_ECB)
    return cipher.encrypt(pad(account, 8)).hex()
