# preference cookie set with every protective flag
from flask import Flask, make_response, request

app = Flask(__name__)


@app.route("/prefs")
def prefs():
    resp = make_response("saved")
    resp.set_cookie("lang", request.args.get("lang", "en"), max_age=3600, secure=True, httponly=True, samesite="Strict")
    return resp
