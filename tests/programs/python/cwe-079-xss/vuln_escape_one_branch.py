# escaping is applied only when a flag is set; the other branch writes the raw value
from flask import Flask, request
from markupsafe import escape

app = Flask(__name__)


@app.route("/search")
def search():
    q = request.args.get("q", "")
    if request.args.get("strict") == "1":
        shown = escape(q)
    else:
        shown = q
    return "<div>Results for " + str(shown) + "</div>"
