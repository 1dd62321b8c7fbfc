# numeric input parsed before the arithmetic expression is built
from flask import Flask, request

app = Flask(__name__)


@app.route("/square")
def square():
    n = int(request.args.get("n", "0"))
    return str(eval(f"{n} * {n}"))
