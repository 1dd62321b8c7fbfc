# digest algorithm name held in a variable
import hashlib

from flask import Flask, request

app = Flask(__name__)


@app.route("/fingerprint", methods=["POST"])
def fingerprint():
    algo = "sha1"
    h = hashlib.new(algo)
    h.update(request.form.get("password", "").encode())
    return h.hexdigest()
