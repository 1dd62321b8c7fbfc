# query text built with % formatting from the query-string value
import sqlite3

from flask import Flask, request

app = Flask(__name__)


@app.route("/user")
def user():
    name = request.args.get("name", "")
    conn = sqlite3.connect("/srv/app.db")
    cur = conn.cursor()
    cur.execute("SELECT id, email FROM users WHERE name = '%s'" % name)
    return {"rows": cur.fetchall()}
