# greets the visitor by the name they typed, trimmed and capitalised
import html

from flask import Flask, request

app = Flask(__name__)


@app.route("/hello")
def hello():
    name = html.escape(request.args.get("name", "guest"))
    shown = name.strip().title()
    return "<h1>Hello, " + shown + "!</h1>"
