# query value echoed inside a JSON document
from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/echo")
def echo():
    return jsonify({"you_sent": request.args.get("msg", "")})
