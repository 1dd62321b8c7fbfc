# several expressions evaluated through map
from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/calc")
def calc():
    exprs = request.args.getlist("e")
    return jsonify(list(map(lambda e: eval(e), exprs)))
