# view returns markup holding a cookie value
from flask import Flask, request

app = Flask(__name__)


@app.route("/welcome")
def welcome():
    nick = request.cookies.get("nick", "guest")
    parts = ["<html><body>", "<b>", nick, "</b>", "</body></html>"]
    return "".join(parts)
