# Flask endpoint listing a customer's orders with optional status and date filters.
import sqlite3

from flask import Flask, g, jsonify, request

app = Flask(__name__)
DB_PATH = "/var/lib/shop/orders.db"
FILTER_COLUMNS = {"status": ("status", "="), "after": ("placed_at", ">=")}


def get_db():
    if "db" not in g:
        g.db = sqlite3.connect(DB_PATH)
        g.db.row_factory = sqlite3.Row
    return g.db


def build_query(customer_id, filters):
    clauses = ["customer_id = ?"]
    params = [customer_id]
    for key, value in filters.items():
        if key not in FILTER_COLUMNS or not value:
            continue
        column, op = FILTER_COLUMNS[key]
        clauses.append(f"{column} {op} ?")
        params.append(value)
    sql = "SELECT id, total, status, placed_at FROM orders WHERE " + " AND ".join(clauses)
    return sql + " ORDER BY placed_at DESC LIMIT 100", params


@app.teardown_appcontext
def close_db(_exc):
    db = g.pop("db", None)
    if db is not None:
        db.close()


@app.route("/orders")
def list_orders():
    customer_id = request.headers.get("X-Customer-Id", type=int)
    if customer_id is None:
        return jsonify({"error": "unauthenticated"}), 401
    filters = {key: request.args.get(key) for key in ("status", "after")}
    sql, params = build_query(customer_id, filters)
    rows = get_db().execute(sql, params).fetchall()
    return jsonify([dict(row) for row in rows])
