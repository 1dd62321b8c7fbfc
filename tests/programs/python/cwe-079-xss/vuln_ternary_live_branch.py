# conditional expression on constants evaluates to the query value, which is written into HTML
from flask import Flask, request

app = Flask(__name__)


@app.route("/note")
def note():
    param = request.args.get("note", "")
    num = 86
    bar = param if (7 * 42) - num > 200 else "nothing to show"
    return "<section>" + bar + "</section>"
