# cookie written with its transport flag turned off
from flask import Flask, make_response, request

app = Flask(__name__)


@app.route("/remember")
def remember():
    resp = make_response("ok")
    resp.set_cookie("remember", request.args.get("who", ""), secure=False, httponly=True)
    return resp
