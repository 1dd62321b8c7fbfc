# query reads the fixed entry of a dict that also holds the request value
import sqlite3

from flask import Flask, request

app = Flask(__name__)


@app.route("/items")
def items():
    opts = {}
    opts["user_sort"] = request.args.get("sort", "")
    opts["default_sort"] = "name"
    column = opts["default_sort"]
    con = sqlite3.connect("app.db")
    return str(con.execute("SELECT * FROM items ORDER BY " + column).fetchall())
