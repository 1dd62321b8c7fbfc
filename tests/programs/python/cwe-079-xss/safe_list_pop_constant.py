# list holds the query value between constants; after pop(0) index 1 is a constant
from flask import Flask, request

app = Flask(__name__)


@app.route("/banner")
def banner():
    param = request.args.get("b", "")
    items = ["welcome", param, "Have a nice day"]
    items.pop(0)
    bar = items[1]
    return "<marquee>" + bar + "</marquee>"
