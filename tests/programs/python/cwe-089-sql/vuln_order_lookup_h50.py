# Orders blueprint: lists a customer's orders, optionally filtered by status, from the SQLite store.
import sqlite3

from flask import Blueprint, current_app, g, jsonify, request

orders_bp = Blueprint("orders", __name__, url_prefix="/orders")


def get_db():
    if "db" not in g:
        g.db = sqlite3.connect(current_app.config["ORDERS_DB"])
        g.db.row_factory = sqlite3.Row
    return g.db


def build_filter(customer_id, status):
    clause = "customer_id = %d" % customer_id
    if status:
        clause += " AND status = '%s'" % status
    return clause


@orders_bp.teardown_app_request
def close_db(exc):
    db = g.pop("db", None)
    if db is not None:
        db.close()


@orders_bp.route("/mine")
def my_orders():
    customer_id = int(request.args.get("customer", "0"))
    status = request.args.get("status", "").strip()
    where = build_filter(customer_id, status)
    rows = get_db().execute(
        "SELECT id, total, status, created_at FROM orders WHERE " + where
    ).fetchall()
    return jsonify([dict(r) for r in rows])
