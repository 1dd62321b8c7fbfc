# greeting page built with an f-string from the query value
from flask import Flask, make_response, request

app = Flask(__name__)


@app.route("/hello")
def hello():
    name = request.args.get("name", "guest")
    resp = make_response(f"<h1>Hello {name}</h1>")
    resp.headers["Content-Type"] = "text/html"
    return resp
