# A tarot reader client account password storage program of the h75 set (cwe-328-hash).
import hashlib
import hmac
import logging
import os
import sqlite3

from flask import Flask, jsonify, request

app = Flask(__name__)
log = logging.getLogger("tarot.accounts")
DB_PATH = os.environ.get("TAROT_DB", "/var/lib/tarot/clients.db")


class AccountError(Exception):
    def __init__(self, message, status=400):
        super().__init__(message)
        self.status = status


def hash_password(password, salt):
    digest = hashlib.scrypt(password.encode("utf-8"), salt=salt, n=2**14, r=8, p=1, dklen=32)
    return digest.hex()


def check_new_password(password):
    if len(password) < 10:
        return "password must have at least 10 characters"
    if password.isalpha() or password.isdigit():
        return "password must mix letters and other characters"
    return None


def connect():
    conn = sqlite3.connect(DB_PATH)
    conn.row_factory = sqlite3.Row
    return conn


@app.errorhandler(AccountError)
def account_error(err):
    return jsonify(error=str(err)), err.status


@app.route("/clients", methods=["POST"])
def register():
    email = request.form.get("email", "").strip().lower()
    password = request.form.get("password", "")
    if "@" not in email:
        raise AccountError("a valid email is required")
    problem = check_new_password(password)
    if problem:
        raise AccountError(problem)
    salt = os.urandom(16)
    conn = connect()
    try:
        with conn:
            conn.execute(
                "INSERT INTO clients (email, salt, password_hash) VALUES (?, ?, ?)",
                (email, salt.hex(), hash_password(password, salt)),
            )
    except sqlite3.IntegrityError as exc:
        raise AccountError("this email is already registered", status=409) from exc
    finally:
        conn.close()
    return jsonify(registered=email), 201


@app.route("/clients/login", methods=["POST"])
def login():
    email = request.form.get("email", "").strip().lower()
    password = request.form.get("password", "")
    conn = connect()
    try:
        row = conn.execute(
            "SELECT id, salt, password_hash FROM clients WHERE email = ?", (email,)
        ).fetchone()
    finally:
        conn.close()
    if row is None:
        log.info("login for unknown client %s", email)
        raise AccountError("wrong email or password", status=401)
    candidate = hash_password(password, bytes.fromhex(row["salt"]))
    if not hmac.compare_digest(candidate, row["password_hash"]):
        raise AccountError("wrong email or password", status=401)
    return jsonify(client_id=row["id"])


if __name__ == "__main__":
    app.run(port=8110)
