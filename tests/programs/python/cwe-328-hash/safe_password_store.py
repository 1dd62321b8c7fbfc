# Account storage helpers used by the signup and login handlers of the member portal.
import hashlib
import hmac
import os
import sqlite3
from dataclasses import dataclass

SALT_BYTES = 16
PBKDF2_ITERATIONS = 600_000


@dataclass
class Account:
    id: int
    email: str
    salt: bytes
    password_hash: bytes


def hash_password(password: str, salt: bytes) -> bytes:
    return hashlib.pbkdf2_hmac("sha256", password.encode("utf-8"), salt, PBKDF2_ITERATIONS)


class AccountStore:
    def __init__(self, path="/var/lib/portal/accounts.db"):
        self.conn = sqlite3.connect(path)

    def create(self, email: str, password: str) -> int:
        if len(password) < 10:
            raise ValueError("password too short")
        salt = os.urandom(SALT_BYTES)
        cur = self.conn.execute(
            "INSERT INTO accounts (email, salt, password_hash) VALUES (?, ?, ?)",
            (email.lower(), salt, hash_password(password, salt)),
        )
        self.conn.commit()
        return cur.lastrowid

    def find(self, email: str):
        row = self.conn.execute(
            "SELECT id, email, salt, password_hash FROM accounts WHERE email = ?", (email.lower(),)
        ).fetchone()
        return Account(*row) if row else None

    def verify(self, email: str, password: str):
        account = self.find(email)
        if account is None:
            return None
        candidate = hash_password(password, account.salt)
        return account if hmac.compare_digest(candidate, account.password_hash) else None
