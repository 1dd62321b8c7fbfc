# value bound as a query parameter with a placeholder
import sqlite3

from flask import Flask, request

app = Flask(__name__)


@app.route("/product")
def product():
    sku = request.args.get("sku", "")
    conn = sqlite3.connect("/srv/shop.db")
    row = conn.execute("SELECT name, price FROM products WHERE sku = ?", (sku,)).fetchone()
    return {"product": row}
