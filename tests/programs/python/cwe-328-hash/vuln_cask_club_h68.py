# A cask club program of the h68 set (cwe-328-hash).
# distilleries: sign-up and sign-in for the cask club, where members reserve single-cask bottlings
from __future__ import annotations

import hashlib
import hmac
import secrets
import sqlite3
from contextlib import closing
from dataclasses import dataclass
from typing import NamedTuple

from flask import Flask, abort, jsonify, request, session

app = Flask(__name__)
app.secret_key = open("/run/secrets/caskclub_session", "rb").read()
DB_PATH = "/var/lib/caskclub/members.db"


class Stored(NamedTuple):
    member_id: int
    salt: bytes
    digest: bytes


@dataclass(slots=True, frozen=True, kw_only=True)
class SignUp:
    email: str
    password: str
    name: str
    over_18: bool


def _derive(password: str, salt: bytes) -> bytes:
    return hashlib.sha1(salt + password.encode("utf-8")).digest()


def _lookup(email: str) -> Stored | None:
    with closing(sqlite3.connect(DB_PATH)) as db:
        row = db.execute("SELECT id, salt, pw_hash FROM members WHERE email = ?", (email,)).fetchone()
    return Stored(*row) if row else None


@app.post("/club/join")
def join():
    match request.get_json(silent=True):
        case {"email": str(email), "password": str(pw), "name": str(name), "over_18": True} if len(pw) >= 10:
            form = SignUp(email=email.strip().lower(), password=pw, name=name.strip(), over_18=True)
        case {"over_18": False}:
            abort(403, "cask club members must be of legal drinking age")
        case _:
            abort(400, "email, name and a password of at least 10 characters are required")

    if _lookup(form.email):
        abort(409, "that email is already a member")
    salt = secrets.token_bytes(16)
    with closing(sqlite3.connect(DB_PATH)) as db, db:
        cur = db.execute(
            "INSERT INTO members (email, name, salt, pw_hash) VALUES (?, ?, ?, ?)",
            (form.email, form.name, salt, _derive(form.password, salt)),
        )
    session["member_id"] = cur.lastrowid
    return jsonify({"member": cur.lastrowid, "welcome": form.name}), 201


@app.post("/club/login")
def login():
    body = request.get_json(silent=True) or {}
    email, password = (str(body.get(k, "")) for k in ("email", "password"))
    stored = _lookup(email.strip().lower())
    if stored is None or not hmac.compare_digest(_derive(password, stored.salt), stored.digest):
        abort(401, "email or password not recognised")
    session["member_id"] = stored.member_id
    return jsonify({"member": stored.member_id})


@app.get("/club/reservations")
def reservations():
    if (member := session.get("member_id")) is None:
        abort(401)
    with closing(sqlite3.connect(DB_PATH)) as db:
        rows = db.execute(
            "SELECT cask_no, bottles, release_year FROM reservations WHERE member_id = ?", (member,)
        ).fetchall()
    return jsonify([{"cask": c, "bottles": b, "release": y} for c, b, y in rows])
