# password-reset token derived from SHA-1 of the email and a timestamp
import hashlib
import time

from flask import Flask, request

app = Flask(__name__)


@app.route("/forgot", methods=["POST"])
def forgot():
    email = request.form["email"]
    raw = f"{email}:{int(time.time())}".encode()
    token = hashlib.sha1(raw).hexdigest()
    return {"reset_link": "/reset?token=" + token}
