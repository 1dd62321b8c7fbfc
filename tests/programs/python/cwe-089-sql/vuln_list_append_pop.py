# name pushed onto a list and popped back for the query
import sqlite3

from flask import Flask, request

app = Flask(__name__)


@app.route("/user")
def user():
    stack = ["guest"]
    stack.append(request.args.get("name", ""))
    name = stack.pop()
    con = sqlite3.connect("app.db")
    cur = con.cursor()
    cur.execute("SELECT id, email FROM users WHERE name = '" + name + "'")
    return str(cur.fetchall())
