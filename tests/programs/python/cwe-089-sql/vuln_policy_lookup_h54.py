# Flask API that searches insurance policies by holder surname and product line.
import sqlite3
from functools import partial

from flask import Flask, g, jsonify, request

app = Flask(__name__)
DB_PATH = "/var/lib/insure/policies.db"
FILTER_COLUMNS = ("surname", "product", "status")


def get_db():
    if "db" not in g:
        g.db = sqlite3.connect(DB_PATH)
        g.db.row_factory = sqlite3.Row
    return g.db


@app.teardown_appcontext
def close_db(_exc):
    db = g.pop("db", None)
    if db is not None:
        db.close()


def where_clause(filters):
    clauses = [f"{col} = '{val}'" for col, val in filters.items() if val]
    return " AND ".join(clauses) or "1=1", ()


def query(db, sql, params=()):
    return [dict(r) for r in db.execute(sql, params).fetchall()]


@app.get("/policies")
def search_policies():
    filters = {col: request.args.get(col, "").strip() for col in FILTER_COLUMNS}
    clause, params = where_clause(filters)
    sql = "SELECT policy_no, surname, product, status, premium FROM policies WHERE " + clause
    run = partial(query, get_db())
    return jsonify(policies=run(sql, params))
