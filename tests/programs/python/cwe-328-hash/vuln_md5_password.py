# signup stores the password as an unsalted MD5 hex digest
import hashlib
import sqlite3

from flask import Flask, request

app = Flask(__name__)


@app.route("/signup", methods=["POST"])
def signup():
    user = request.form["user"]
    password = request.form["password"]
    digest = hashlib.md5(password.encode("utf-8")).hexdigest()
    db = sqlite3.connect("/srv/users.db")
    db.execute("INSERT INTO users (name, pw_hash) VALUES (?, ?)", (user, digest))
    db.commit()
    return "created", 201
