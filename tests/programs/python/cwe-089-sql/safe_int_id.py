# identifier parsed with int() before it is formatted into the statement
import sqlite3

from flask import Flask, abort, request

app = Flask(__name__)


@app.route("/invoice")
def invoice():
    try:
        invoice_id = int(request.args["id"])
    except (KeyError, ValueError):
        abort(400)
    conn = sqlite3.connect("/srv/billing.db")
    row = conn.execute("SELECT * FROM invoices WHERE id = %d" % invoice_id).fetchone()
    return {"invoice": row}
