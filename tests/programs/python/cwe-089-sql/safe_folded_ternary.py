# conditional expression on constants picks the fixed filter
import sqlite3

from flask import Flask, request

app = Flask(__name__)


@app.route("/tags")
def tags():
    param = request.form.get("tag", "")
    num = 196
    bar = param if (7 * 42) - num > 200 else "public"
    con = sqlite3.connect("app.db")
    return str(con.execute(f"SELECT * FROM tags WHERE label = '{bar}'").fetchall())
