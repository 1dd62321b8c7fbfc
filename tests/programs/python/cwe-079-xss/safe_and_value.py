# Greet the visitor by the name they gave.
from flask import Flask, request
from markupsafe import escape

app = Flask(__name__)


@app.route("/hi")
def hi():
    name = request.args.get("name") and escape(request.args.get("name").strip())
    return "<p>Hi " + str(name) + "</p>"
