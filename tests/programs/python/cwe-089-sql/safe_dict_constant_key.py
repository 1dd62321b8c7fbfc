# map holds the request value and a constant; only the constant key is used in the query
import sqlite3

from flask import Flask, request

app = Flask(__name__)


@app.route("/stats")
def stats():
    m = {"keyA": "created_at", "keyB": request.args.get("order", "")}
    column = m["keyA"]
    conn = sqlite3.connect("/srv/stats.db")
    rows = conn.execute("SELECT * FROM events ORDER BY " + column).fetchall()
    return {"events": rows}
