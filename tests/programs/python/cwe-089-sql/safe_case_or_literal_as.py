# Flask endpoint listing articles in a requested order
import sqlite3

from flask import Flask, jsonify, request

app = Flask(__name__)


@app.get("/articles")
def articles():
    db = sqlite3.connect("blog.db")
    match request.args.get("sort", "date"):
        case ("title" | "date" | "author") as column:
            rows = db.execute(f"SELECT id, title FROM article ORDER BY {column}").fetchall()
        case _:
            rows = db.execute("SELECT id, title FROM article ORDER BY date").fetchall()
    return jsonify(rows)
