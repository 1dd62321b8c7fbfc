# Lists a customer's invoices in the order the table header asks for.
import logging

from flask import Flask, g, jsonify, request

app = Flask(__name__)
log = logging.getLogger(__name__)


@app.get("/invoices")
def invoices():
    direction = request.args.get("dir", "desc")
    if direction.lower() != "asc":
        log.debug("sorting invoices newest first")
        direction = "DESC"
    rows = g.db.execute("SELECT id, total FROM invoices ORDER BY issued_at " + direction).fetchall()
    return jsonify([dict(r) for r in rows])
