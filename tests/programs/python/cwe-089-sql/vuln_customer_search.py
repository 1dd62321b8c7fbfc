# Flask API searching the customer directory stored in SQLite by last name.
import sqlite3

from flask import Flask, g, jsonify, request

app = Flask(__name__)
DATABASE = "customers.db"


def get_db():
    if "db" not in g:
        g.db = sqlite3.connect(DATABASE)
        g.db.row_factory = sqlite3.Row
    return g.db


@app.teardown_appcontext
def close_db(exc):
    db = g.pop("db", None)
    if db is not None:
        db.close()


def find_customers(last_name):
    sql = (
        "SELECT id, first_name, last_name, email FROM customers "
        "WHERE last_name LIKE '" + last_name + "%' ORDER BY last_name LIMIT 50"
    )
    return get_db().execute(sql).fetchall()


@app.get("/customers")
def customers():
    last_name = request.args.get("last_name", "").strip()
    rows = find_customers(last_name)
    return jsonify([dict(row) for row in rows])
