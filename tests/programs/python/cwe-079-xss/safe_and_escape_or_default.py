# Flask greeting page with an optional visitor name
from html import escape

from flask import Flask, request

app = Flask(__name__)


@app.get("/hello")
def hello():
    name = request.args.get("name", "")
    shown = name and escape(name)
    return f"<h1>Hello {shown or 'visitor'}!</h1>"
