# Flask endpoint returning a stored invoice text file
import os
import re

from flask import Flask, abort, request

app = Flask(__name__)
INVOICES = "/srv/invoices"
NAME = re.compile(r"[A-Z]{3}-\d{6}\.txt")


@app.get("/invoice")
def invoice():
    name = request.args.get("name", "")
    NAME.fullmatch(name) or abort(400)
    with open(os.path.join(INVOICES, name)) as fh:
        return fh.read()
