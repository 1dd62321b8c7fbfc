# Flask endpoint returning a stored invoice text file
import os

from flask import Flask, abort, request

app = Flask(__name__)
INVOICES = "/srv/invoices"


@app.get("/invoice/raw")
def invoice_raw():
    name = request.args.get("name", "")
    name.endswith(".txt") or abort(400)
    with open(os.path.join(INVOICES, name)) as fh:
        return fh.read()
