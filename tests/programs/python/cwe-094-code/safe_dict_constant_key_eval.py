# map holds the query value and a fixed expression; eval reads the fixed entry
from flask import Flask, request

app = Flask(__name__)


@app.route("/formula")
def formula():
    m = {}
    m["user"] = request.args.get("f", "")
    m["builtin"] = "sum(range(10))"
    return {"value": eval(m["builtin"])}
