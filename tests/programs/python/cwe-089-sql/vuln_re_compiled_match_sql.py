# compiled ID_RE.match only checks a digit prefix, so "1 OR 1=1" passes into the SQL string.
import re
import sqlite3
from flask import Flask, request, abort, jsonify

app = Flask(__name__)
ID_RE = re.compile(r"\d+")


@app.route("/order")
def order():
    oid = request.args.get("id", "")
    if not ID_RE.match(oid):
        abort(400)
    db = sqlite3.connect("app.db")
    rows = db.execute("SELECT * FROM orders WHERE id = " + oid).fetchall()
    return jsonify(rows)
