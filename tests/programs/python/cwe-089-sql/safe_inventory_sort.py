# Inventory listing endpoint with search and sortable columns.
import sqlite3

from flask import Flask, g, jsonify, request

app = Flask(__name__)
DATABASE = "/var/lib/inventory/inventory.db"
SORT_COLUMNS = {"name": "name", "sku": "sku", "qty": "quantity", "price": "price"}


def get_db():
    if "db" not in g:
        g.db = sqlite3.connect(DATABASE)
        g.db.row_factory = sqlite3.Row
    return g.db


def sort_clause(column: str, direction: str) -> str:
    column = SORT_COLUMNS.get(column.lower(), "name")
    order = "DESC" if direction.lower() == "desc" else "ASC"
    return f"ORDER BY {column} {order}"


@app.get("/inventory")
def list_inventory():
    term = request.args.get("q", "")
    clause = sort_clause(request.args.get("sort", "name"), request.args.get("dir", "asc"))
    sql = "SELECT sku, name, quantity, price FROM items WHERE name LIKE ? " + clause
    rows = get_db().execute(sql, (f"%{term}%",)).fetchall()
    return jsonify([dict(r) for r in rows])


@app.teardown_appcontext
def close_db(_exc):
    db = g.pop("db", None)
    if db is not None:
        db.close()
