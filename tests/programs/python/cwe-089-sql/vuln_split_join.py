# spaces removed with split/join, the rest of the value goes into the query
import sqlite3

from flask import Flask, request

app = Flask(__name__)


@app.route("/tag")
def tag():
    raw = request.args.get("tag", "")
    tag = "".join(raw.split(" "))
    sql = "SELECT title FROM posts WHERE tag = '" + tag + "' ORDER BY id"
    conn = sqlite3.connect("/srv/blog.db")
    return {"titles": [r[0] for r in conn.execute(sql)]}
