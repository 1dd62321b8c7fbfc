# Credential helpers for clinic check-in kiosk staff accounts: enrolment and login verification.
import hashlib
import hmac
import os
import sqlite3

DB_PATH = os.environ.get("KIOSK_DB", "/var/lib/kiosk/staff.db")
ITERATIONS = 600_000


def _connect():
    conn = sqlite3.connect(DB_PATH)
    conn.row_factory = sqlite3.Row
    return conn


def derive(password: str, salt: bytes) -> str:
    return hashlib.pbkdf2_hmac("sha256", password.encode("utf-8"), salt, ITERATIONS).hex()


def enrol(staff_id: str, password: str) -> None:
    if len(password) < 10:
        raise ValueError("password must be at least 10 characters")
    salt = os.urandom(16)
    with _connect() as conn:
        conn.execute(
            "INSERT INTO staff_credentials (staff_id, salt, digest) VALUES (?, ?, ?) "
            "ON CONFLICT(staff_id) DO UPDATE SET salt = excluded.salt, digest = excluded.digest",
            (staff_id, salt.hex(), derive(password, salt)),
        )


def verify(staff_id: str, password: str) -> bool:
    with _connect() as conn:
        row = conn.execute(
            "SELECT salt, digest FROM staff_credentials WHERE staff_id = ?", (staff_id,)
        ).fetchone()
    if row is None:
        derive(password, b"\x00" * 16)
        return False
    candidate = derive(password, bytes.fromhex(row["salt"]))
    return hmac.compare_digest(candidate, row["digest"])
