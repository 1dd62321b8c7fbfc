# isalnum() runs on a lower-cased copy; lower() never turns "/", "." or "\" into alphanumerics, so the original used in the path has no separators either.
import os
from flask import Flask, request, abort, send_file

app = Flask(__name__)
INVOICE_DIR = "/srv/invoices"


@app.route("/invoice")
def invoice():
    ref = request.args.get("ref", "")
    if not ref.lower().isalnum():
        abort(400)
    return send_file(os.path.join(INVOICE_DIR, ref + ".pdf"))
