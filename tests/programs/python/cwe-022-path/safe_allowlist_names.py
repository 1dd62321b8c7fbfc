# requested name must be one of the known templates before the file is opened
from flask import Flask, abort, request

app = Flask(__name__)
ALLOWED = {"invoice.html", "receipt.html", "welcome.html"}


@app.route("/template")
def template():
    name = request.args.get("t", "")
    if name not in ALLOWED:
        abort(404)
    with open("/srv/templates/" + name) as fh:
        return fh.read()
