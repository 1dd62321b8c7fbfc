# session identifier drawn from the secrets module
import secrets

from flask import Flask, make_response

app = Flask(__name__)


@app.route("/login", methods=["POST"])
def login():
    sid = secrets.token_urlsafe(32)
    resp = make_response("ok")
    resp.set_cookie("sid", sid, httponly=True, secure=True)
    return resp
