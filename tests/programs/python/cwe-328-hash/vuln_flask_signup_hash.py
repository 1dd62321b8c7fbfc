# Flask signup and login routes that store member password hashes in SQLite.
import hashlib
import hmac
import os
import sqlite3

from flask import Flask, jsonify, request

app = Flask(__name__)
DB_PATH = os.environ.get("MEMBERS_DB", "members.db")


def hash_password(password: str, salt: bytes) -> bytes:
    return hashlib.md5(salt + password.encode("utf-8")).digest()


def db():
    conn = sqlite3.connect(DB_PATH)
    conn.execute(
        "CREATE TABLE IF NOT EXISTS members (email TEXT PRIMARY KEY, salt BLOB, pw_hash BLOB)"
    )
    return conn


@app.post("/signup")
def signup():
    body = request.get_json(force=True)
    email, password = body.get("email", "").lower(), body.get("password", "")
    if "@" not in email or len(password) < 10:
        return jsonify({"error": "invalid email or password too short"}), 400
    salt = os.urandom(16)
    with db() as conn:
        conn.execute(
            "INSERT INTO members (email, salt, pw_hash) VALUES (?, ?, ?)",
            (email, salt, hash_password(password, salt)),
        )
    return jsonify({"created": email}), 201


@app.post("/login")
def login():
    body = request.get_json(force=True)
    email, password = body.get("email", "").lower(), body.get("password", "")
    with db() as conn:
        row = conn.execute(
            "SELECT salt, pw_hash FROM members WHERE email = ?", (email,)
        ).fetchone()
    if row is None or not hmac.compare_digest(hash_password(password, row[0]), row[1]):
        return jsonify({"error": "invalid credentials"}), 401
    return jsonify({"ok": True})
