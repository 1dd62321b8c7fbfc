# Flask view reachable by a short link and by a link with a slug
import sqlite3

from flask import Flask, jsonify

app = Flask(__name__)


@app.route("/p/<int:post_id>")
@app.route("/posts/<int:post_id>/<slug>")
def show_post(post_id, slug=None):
    db = sqlite3.connect("blog.db")
    row = db.execute(f"SELECT title, body FROM post WHERE id = {post_id}").fetchone()
    return jsonify(row)
