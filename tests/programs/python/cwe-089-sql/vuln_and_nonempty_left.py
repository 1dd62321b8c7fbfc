# account lookup for the support console
import sqlite3

from flask import Flask, request

app = Flask(__name__)


@app.route("/accounts")
def accounts():
    email = request.args.get("email", "")
    db = sqlite3.connect("/srv/app.db")
    row = email and db.execute("SELECT id, name FROM accounts WHERE email = '%s'" % email).fetchone()
    return {"account": row}
