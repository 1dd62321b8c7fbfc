# Greet the visitor by the name they gave.
from flask import Flask, request

app = Flask(__name__)


@app.route("/hi")
def hi():
    name = request.args.get("name") and request.args.get("name").strip()
    return "<p>Hi " + str(name) + "</p>"
