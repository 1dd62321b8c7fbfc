# Serves a customer's exported statement from the statements folder by its file name.
import os

from flask import Flask, abort, request, send_file

app = Flask(__name__)
STATEMENTS = "/srv/billing/statements"


@app.route("/statements")
def statement():
    name = request.args.get("file", "")
    if not name or ".." in name:
        abort(400)
    return send_file(os.path.join(STATEMENTS, name), mimetype="application/pdf")
