# Flask service that lets customers download archived invoice PDFs by file name.
import os

from flask import Flask, abort, request, send_file

app = Flask(__name__)
app.config["INVOICE_ROOT"] = os.environ.get("INVOICE_ROOT", "/srv/billing/invoices")


class InvoiceStore:
    def __init__(self, root):
        self.root = root

    def locate(self, account_id, filename):
        account_dir = os.path.join(self.root, str(account_id))
        return os.path.join(account_dir, filename)


def current_account():
    account = request.headers.get("X-Account-Id", "")
    if not account.isdigit():
        abort(401)
    return int(account)


@app.route("/invoices/download")
def download_invoice():
    account_id = current_account()
    requested = request.args.get("file", "")
    if not requested.endswith(".pdf"):
        abort(400)
    store = InvoiceStore(app.config["INVOICE_ROOT"])
    target = store.locate(account_id, requested)
    if not os.path.isfile(target):
        abort(404)
    return send_file(target, mimetype="application/pdf", as_attachment=True)


if __name__ == "__main__":
    app.run()
