# Quart routes for registering accounts and checking passwords against the user table.
import hashlib
import hmac
import os
import sqlite3

from quart import Quart, jsonify, request

app = Quart(__name__)
DB_PATH = os.environ.get("ACCOUNTS_DB", "/var/lib/app/accounts.db")


def _db() -> sqlite3.Connection:
    return sqlite3.connect(DB_PATH)


PBKDF2_ROUNDS = 600_000


def hash_password(password: str, salt: bytes) -> str:
    digest = hashlib.pbkdf2_hmac("sha256", password.encode("utf-8"), salt, PBKDF2_ROUNDS)
    return digest.hex()


def check_password(password: str, salt: bytes, expected: str) -> bool:
    return hmac.compare_digest(hash_password(password, salt), expected)


@app.post("/accounts")
async def register():
    body = await request.get_json()
    email, password = body.get("email", "").lower(), body.get("password", "")
    if "@" not in email or len(password) < 12:
        return jsonify(error="invalid email or password too short"), 400
    salt = os.urandom(16)
    with _db() as conn:
        conn.execute(
            "INSERT INTO users (email, salt, pw_hash) VALUES (?, ?, ?)",
            (email, salt, hash_password(password, salt)),
        )
    return jsonify(status="created"), 201


@app.post("/accounts/verify")
async def verify():
    body = await request.get_json()
    with _db() as conn:
        row = conn.execute(
            "SELECT salt, pw_hash FROM users WHERE email = ?", (body.get("email", "").lower(),)
        ).fetchone()
    if row is None or not check_password(body.get("password", ""), row[0], row[1]):
        return jsonify(ok=False), 401
    return jsonify(ok=True)
