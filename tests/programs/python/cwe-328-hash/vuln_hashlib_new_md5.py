# password check compares against hashlib.new("md5") of the submitted password
import hashlib
import hmac

from flask import Flask, request

app = Flask(__name__)
STORED = {"admin": "21232f297a57a5a743894a0e4a801fc3"}


@app.route("/login", methods=["POST"])
def login():
    user = request.form.get("user", "")
    h = hashlib.new("md5")
    h.update(request.form.get("password", "").encode())
    ok = hmac.compare_digest(STORED.get(user, ""), h.hexdigest())
    return ("welcome", 200) if ok else ("denied", 401)
