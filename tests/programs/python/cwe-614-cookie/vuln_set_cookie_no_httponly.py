# remember-me cookie after login
from flask import Flask, make_response

app = Flask(__name__)


@app.route("/login", methods=["POST"])
def login():
    resp = make_response("ok")
    resp.set_cookie("remember", issue_token(), secure=True, max_age=3600 * 24 * 30)
    return resp


def issue_token():
    return "t"
