# helper returns the header value, which is formatted into an expression and evaluated
from flask import Flask, request

app = Flask(__name__)


def scale_factor(req):
    return req.headers.get("X-Scale", "1")


@app.route("/price")
def price():
    factor = scale_factor(request)
    total = eval("{} * {}".format(19.99, factor))
    return {"total": total}
