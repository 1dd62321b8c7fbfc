# product lookup by numeric id
import sqlite3
from flask import Flask, request

app = Flask(__name__)


@app.route("/product")
def product():
    pid = request.args.get("id", default=0, type=int)
    conn = sqlite3.connect("shop.db")
    row = conn.execute("SELECT name, price FROM products WHERE id = %d" % pid).fetchone()
    return {"product": row}
