# Flask search endpoint for a public library catalogue that combines optional filters
import sqlite3
from functools import reduce

from flask import Flask, g, jsonify, request

app = Flask(__name__)
FIELDS = {"title": "title", "author": "author_name", "branch": "branch_code"}


def db():
    if "conn" not in g:
        g.conn = sqlite3.connect("/var/lib/library/catalogue.db")
        g.conn.row_factory = sqlite3.Row
    return g.conn


@app.teardown_appcontext
def close_db(_exc):
    conn = g.pop("conn", None)
    if conn is not None:
        conn.close()


def active_filters(args):
    return [(FIELDS[key], value) for key, value in args.items() if key in FIELDS and value]


def to_clause(pair):
    column, value = pair
    return f"{column} LIKE '%{value}%'"


def join_clauses(clauses):
    return reduce(lambda acc, clause: f"{acc} AND {clause}", clauses, "1=1")


@app.get("/catalogue/search")
def search():
    where = join_clauses(map(to_clause, active_filters(request.args)))
    sql = f"SELECT id, title, author_name, branch_code FROM books WHERE {where} LIMIT 50"
    rows = db().execute(sql).fetchall()
    return jsonify([dict(row) for row in rows])
