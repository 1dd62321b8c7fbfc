# calculator endpoint evaluates the expression from the query string
from flask import Flask, request

app = Flask(__name__)


@app.route("/calc")
def calc():
    expr = request.args.get("expr", "0")
    return {"result": eval(expr)}
