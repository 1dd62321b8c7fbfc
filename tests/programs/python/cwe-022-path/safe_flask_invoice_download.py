# Flask endpoint that serves stored invoice PDFs for the billing portal.
import os

from flask import Flask, abort, request, send_file

app = Flask(__name__)

INVOICE_ROOT = os.path.realpath("/srv/billing/invoices")


class InvoiceStore:
    def __init__(self, root):
        self.root = root

    def locate(self, relative_name):
        return os.path.realpath(os.path.join(self.root, relative_name))


store = InvoiceStore(INVOICE_ROOT)


def is_inside_root(candidate):
    return os.path.commonpath([INVOICE_ROOT, candidate]) == INVOICE_ROOT


@app.route("/invoices/download")
def download_invoice():
    name = request.args.get("file", "").strip()
    if not name:
        abort(400)
    full_path = store.locate(name)
    if not is_inside_root(full_path):
        abort(403)
    if not os.path.isfile(full_path):
        abort(404)
    return send_file(full_path, as_attachment=True)


if __name__ == "__main__":
    app.run(port=8080)
