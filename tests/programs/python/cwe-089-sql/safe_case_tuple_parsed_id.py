# Flask endpoint fetching a user or a team record by kind and numeric id
import sqlite3

from flask import Flask, abort, jsonify, request

app = Flask(__name__)


@app.get("/lookup")
def lookup():
    kind = request.args.get("kind", "")
    raw = request.args.get("id", "")
    if not raw.isdigit():
        abort(400)
    db = sqlite3.connect("app.db")
    match (kind, int(raw)):
        case ("user", ident):
            row = db.execute(f"SELECT name FROM users WHERE id = {ident}").fetchone()
        case ("team", ident):
            row = db.execute(f"SELECT name FROM teams WHERE id = {ident}").fetchone()
        case _:
            abort(404)
    return jsonify(row)
