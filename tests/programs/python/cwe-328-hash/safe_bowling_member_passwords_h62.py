# A bowling member passwords program of the h62 set (cwe-328-hash).
"""Member accounts for the bowling alley's online lane booking (password set and check)."""
import hashlib
import hmac
import os
import sqlite3
from contextlib import closing
from typing import Optional, Tuple

import falcon

DB_PATH = os.environ.get("BOOKING_DB", "/var/lib/lanes/members.db")
MIN_PASSWORD = 10
PBKDF2_ROUNDS = 600_000


def db() -> sqlite3.Connection:
    conn = sqlite3.connect(DB_PATH)
    conn.execute(
        "CREATE TABLE IF NOT EXISTS members (card_no TEXT PRIMARY KEY, salt BLOB, pw_hash TEXT)"
    )
    return conn


def hash_password(password: str, salt: bytes) -> str:
    return hashlib.pbkdf2_hmac("sha256", password.encode("utf-8"), salt, PBKDF2_ROUNDS).hex()


def stored_credentials(card_no: str) -> Optional[Tuple[bytes, str]]:
    with closing(db()) as conn:
        row = conn.execute("SELECT salt, pw_hash FROM members WHERE card_no = ?", (card_no,)).fetchone()
    return (row[0], row[1]) if row else None


def save_credentials(card_no: str, password: str) -> None:
    salt = os.urandom(16)
    with closing(db()) as conn, conn:
        conn.execute(
            "INSERT INTO members (card_no, salt, pw_hash) VALUES (?, ?, ?)",
            (card_no, salt, hash_password(password, salt)),
        )


def read_body(req: falcon.Request) -> Tuple[str, str]:
    body = req.get_media() or {}
    card_no, password = str(body.get("card_no", "")).strip(), str(body.get("password", ""))
    if not card_no.isdigit() or not password:
        raise falcon.HTTPBadRequest(title="card_no and password are required")
    return card_no, password


class Registration:
    def on_post(self, req: falcon.Request, resp: falcon.Response) -> None:
        card_no, password = read_body(req)
        if len(password) < MIN_PASSWORD:
            raise falcon.HTTPBadRequest(title=f"password must be at least {MIN_PASSWORD} characters")
        try:
            save_credentials(card_no, password)
        except sqlite3.IntegrityError:
            raise falcon.HTTPConflict(title="that card already has an online account")
        resp.status = falcon.HTTP_201
        resp.media = {"card_no": card_no}


class PasswordCheck:
    def on_post(self, req: falcon.Request, resp: falcon.Response) -> None:
        card_no, password = read_body(req)
        stored = stored_credentials(card_no)
        ok = stored is not None and hmac.compare_digest(hash_password(password, stored[0]), stored[1])
        if not ok:
            raise falcon.HTTPUnauthorized(title="card number or password not recognised")
        resp.media = {"card_no": card_no, "verified": True}


app = falcon.App()
app.add_route("/members", Registration())
app.add_route("/members/check", PasswordCheck())
