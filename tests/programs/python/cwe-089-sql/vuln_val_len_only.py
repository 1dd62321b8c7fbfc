# The only check is len(q) < 20; a payload like ' OR '1'='1 is 11 characters and goes straight into the concatenated SQL.
import sqlite3
from flask import Flask, request, abort, jsonify

app = Flask(__name__)


@app.route("/search")
def search():
    q = request.args.get("q", "")
    valid = len(q) < 20
    if not valid:
        abort(400)
    conn = sqlite3.connect("shop.db")
    rows = conn.execute(
        "SELECT id, name FROM products WHERE name = '" + q + "'"
    ).fetchall()
    conn.close()
    return jsonify([{"id": r[0], "name": r[1]} for r in rows])
