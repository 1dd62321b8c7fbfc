# orders of an account, sorted as the client asks
import sqlite3

from flask import Flask, request

app = Flask(__name__)


@app.route("/accounts/<int:account_id>/orders")
def orders(account_id):
    sort = request.args.get("sort", "created")
    db = sqlite3.connect("/srv/app.db")
    rows = db.execute(f"SELECT * FROM orders WHERE account = {account_id} ORDER BY {sort}").fetchall()
    return {"orders": rows}
