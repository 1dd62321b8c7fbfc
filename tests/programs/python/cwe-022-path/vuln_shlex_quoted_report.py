# serves a stored report by the name given in the query string
import shlex

from flask import Flask, request

app = Flask(__name__)


@app.route("/report")
def report():
    name = shlex.quote(request.args["name"])
    with open("/srv/reports/" + name) as f:
        return f.read()
