# greeting page built by concatenation
from flask import Flask, make_response, request

app = Flask(__name__)


@app.route("/hello")
def hello():
    name = request.args.get("name", "world")
    resp = make_response("<h1>Hello " + name + "</h1>")
    resp.headers["Content-Type"] = "text/html"
    return resp
