# match statement maps the query value to fixed expressions only; unknown values are refused
from flask import Flask, abort, request

app = Flask(__name__)


@app.route("/stat")
def stat():
    kind = request.args.get("kind", "")
    match kind:
        case "square":
            expr = "12 ** 2"
        case "cube":
            expr = "12 ** 3"
        case _:
            abort(400)
    return {"value": eval(expr)}
