# Flask blueprint exposing a customer's order history from the shop's SQLite database.
import sqlite3

from flask import Blueprint, current_app, g, jsonify, request

orders_bp = Blueprint("orders", __name__, url_prefix="/api/orders")


def get_db() -> sqlite3.Connection:
    if "db" not in g:
        g.db = sqlite3.connect(current_app.config["ORDERS_DB"])
        g.db.row_factory = sqlite3.Row
    return g.db


class OrderQuery:
    base = "SELECT id, status, total_cents, created_at FROM orders"

    def __init__(self):
        self.filters = []

    def where(self, column: str, value: str) -> "OrderQuery":
        self.filters.append("%s = '%s'" % (column, value))
        return self

    def sql(self) -> str:
        if not self.filters:
            return self.base
        return self.base + " WHERE " + " AND ".join(self.filters) + " ORDER BY created_at DESC"


@orders_bp.get("/")
def list_orders():
    email = request.args.get("email", "").strip().lower()
    if not email:
        return jsonify(error="email required"), 400
    query = OrderQuery().where("customer_email", email)
    status = request.args.get("status")
    if status in ("open", "shipped", "cancelled"):
        query.where("status", status)
    rows = get_db().execute(query.sql()).fetchall()
    return jsonify([dict(r) for r in rows])
