# account lookup by account uuid
import sqlite3

from flask import Flask

app = Flask(__name__)


@app.route("/accounts/<uuid:account_id>/orders/<int:page>")
def orders(account_id, page):
    db = sqlite3.connect("/srv/app.db")
    rows = db.execute(
        "SELECT * FROM orders WHERE account = '%s' LIMIT 20 OFFSET %d" % (account_id, page * 20)
    ).fetchall()
    return {"orders": rows}
