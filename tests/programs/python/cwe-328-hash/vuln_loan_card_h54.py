# Flask endpoints to change and check a library member's online account password.
import hashlib
import hmac
import os
import sqlite3
from contextlib import closing

from flask import Flask, abort, jsonify, request

app = Flask(__name__)
DB = "/var/lib/library/members.db"


def digest_password(password: str, salt: bytes) -> str:
    return hashlib.md5(salt + password.encode("utf-8")).hexdigest()


def with_db(fn):
    with closing(sqlite3.connect(DB)) as conn, conn:
        return fn(conn)


def check_password(card_no: int, password: str) -> bool:
    row = with_db(lambda c: c.execute(
        "SELECT pw_salt, pw_hash FROM members WHERE card_no = ?", (card_no,)
    ).fetchone())
    return row is not None and hmac.compare_digest(digest_password(password, row[0]), row[1])


@app.post("/members/<int:card_no>/password")
def change_password(card_no):
    current, new = request.form.get("current", ""), request.form.get("password", "")
    if not check_password(card_no, current):
        abort(401)
    if len(new) < 10:
        abort(400, "password too short")
    salt = os.urandom(16)
    stored = digest_password(new, salt)
    with_db(lambda c: c.execute(
        "UPDATE members SET pw_salt = ?, pw_hash = ? WHERE card_no = ?", (salt, stored, card_no)
    ))
    return jsonify(updated=card_no)


@app.post("/members/<int:card_no>/login")
def login(card_no):
    ok = check_password(card_no, request.form.get("password", ""))
    return jsonify(authenticated=ok), (200 if ok else 401)
