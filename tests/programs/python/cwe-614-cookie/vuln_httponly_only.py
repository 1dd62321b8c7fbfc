# login cookie set with only one of the two flags
from flask import Flask, make_response, request

app = Flask(__name__)


@app.route("/login", methods=["POST"])
def login():
    user = request.form.get("user", "")
    resp = make_response("welcome")
    resp.set_cookie("user_id", user, httponly=True, samesite="Lax")
    return resp
