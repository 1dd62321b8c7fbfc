# evaluated text chosen by arithmetic on constants
from flask import Flask, request

app = Flask(__name__)


@app.route("/expr")
def expr():
    param = request.args.get("x", "")
    num = 106
    bar = "2 + 2" if (7 * 18) + num > 200 else param
    return str(eval(bar))
