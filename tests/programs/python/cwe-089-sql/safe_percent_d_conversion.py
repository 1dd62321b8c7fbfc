# paged listing of articles
import sqlite3
from flask import Flask, request

app = Flask(__name__)


@app.route("/articles")
def articles():
    page = request.args.get("page", "1")
    conn = sqlite3.connect("blog.db")
    query = "SELECT title FROM articles LIMIT 20 OFFSET %d" % (int(page) * 20)
    sql = "SELECT title FROM articles WHERE author_id = %d" % request.args.get("author", 0)
    return {"rows": conn.execute(query).fetchall(), "by": conn.execute(sql).fetchall()}
