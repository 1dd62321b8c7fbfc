# client-requested mode is checked against a deny set naming weak modes; only GCM ever runs
import os

from Crypto.Cipher import AES
from flask import Flask, abort, request

app = Flask(__name__)
KEY = os.urandom(32)
REFUSED = {"MODE_ECB", "DES", "ARC4"}


@app.route("/enc", methods=["POST"])
def enc():
    mode = request.args.get("mode", "MODE_GCM")
    if mode in REFUSED or mode != "MODE_GCM":
        abort(400)
    c = AES.new(KEY, AES.MODE_GCM)
    ct, tag = c.encrypt_and_digest(request.get_data())
    return (c.nonce + tag + ct).hex()
