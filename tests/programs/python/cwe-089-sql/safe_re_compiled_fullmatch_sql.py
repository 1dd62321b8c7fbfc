# compiled USER_RE.fullmatch allows only [A-Za-z0-9_]{1,32}, so no quote can reach the concatenated SQL.
import re
import sqlite3
from flask import Flask, request, abort, jsonify

app = Flask(__name__)
USER_RE = re.compile(r"[A-Za-z0-9_]{1,32}")


@app.route("/user")
def user():
    name = request.args.get("name", "")
    m = USER_RE.fullmatch(name)
    if not m:
        abort(400)
    db = sqlite3.connect("app.db")
    rows = db.execute("SELECT id, email FROM users WHERE name = '" + name + "'").fetchall()
    return jsonify(rows)
