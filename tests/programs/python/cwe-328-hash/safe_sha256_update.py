# password digest computed with a SHA-2 function
import hashlib

from flask import Flask, request

app = Flask(__name__)


@app.route("/check", methods=["POST"])
def check():
    h = hashlib.sha256()
    h.update(request.form.get("password", "").encode())
    return h.hexdigest()
