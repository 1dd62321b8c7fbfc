# form field names (not values) are echoed into an HTML list
from flask import Flask, request

app = Flask(__name__)


@app.route("/fields", methods=["POST"])
def fields():
    out = "<ul>"
    for name in request.form.keys():
        out += "<li>" + name + "</li>"
    out += "</ul>"
    return out
