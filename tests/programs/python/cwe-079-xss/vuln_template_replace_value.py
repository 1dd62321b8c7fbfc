# the request's name is the new text put into an HTML template with str.replace
from flask import Flask, request
from markupsafe import Markup

app = Flask(__name__)
TEMPLATE = "<h1>Hello NAME</h1>"


@app.route("/hello")
def hello():
    page = TEMPLATE.replace("NAME", request.args.get("name", ""))
    return Markup(page)
