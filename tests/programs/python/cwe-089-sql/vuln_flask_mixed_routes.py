# Flask view finding a member by number or by handle
import sqlite3

from flask import Flask, jsonify

app = Flask(__name__)


@app.route("/members/<int:key>")
@app.route("/members/by-handle/<key>")
def member(key):
    db = sqlite3.connect("club.db")
    column = "id" if isinstance(key, int) else "handle"
    row = db.execute(f"SELECT * FROM member WHERE {column} = '{key}'").fetchone()
    return jsonify(row)
