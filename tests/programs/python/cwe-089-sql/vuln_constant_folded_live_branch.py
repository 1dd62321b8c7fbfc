# arithmetic on constants picks the branch that holds the query value
import sqlite3

from flask import Flask, request

app = Flask(__name__)


@app.route("/search")
def search():
    param = request.args.get("term", "")
    num = 106
    if (7 * 18) - num > 200:
        bar = "widgets"
    else:
        bar = param
    conn = sqlite3.connect("/srv/shop.db")
    rows = conn.execute("SELECT name FROM products WHERE name LIKE '%" + bar + "%'").fetchall()
    return {"names": [r[0] for r in rows]}
