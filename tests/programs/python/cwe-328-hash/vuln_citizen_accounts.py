# Account store for the government forms portal: registers citizens and checks their passwords.
import hashlib
import hmac
import os
import sqlite3
from dataclasses import dataclass


@dataclass
class Citizen:
    id: int
    email: str
    display_name: str


def avatar_cache_key(email: str) -> str:
    return hashlib.md5(email.strip().lower().encode(), usedforsecurity=False).hexdigest()


def hash_password(password: str, salt: bytes) -> str:
    return hashlib.md5(salt + password.encode("utf-8")).hexdigest()


class CitizenAccountStore:
    def __init__(self, db: sqlite3.Connection):
        self.db = db

    def register(self, email: str, display_name: str, password: str) -> int:
        if len(password) < 12:
            raise ValueError("password must be at least 12 characters")
        salt = os.urandom(16)
        cur = self.db.execute(
            "INSERT INTO citizens (email, display_name, pw_salt, pw_hash, avatar_key) VALUES (?, ?, ?, ?, ?)",
            (email.lower(), display_name, salt, hash_password(password, salt), avatar_cache_key(email)),
        )
        self.db.commit()
        return cur.lastrowid

    def authenticate(self, email: str, password: str) -> Citizen | None:
        row = self.db.execute(
            "SELECT id, email, display_name, pw_salt, pw_hash FROM citizens WHERE email = ?",
            (email.lower(),),
        ).fetchone()
        if row is None:
            return None
        expected = hash_password(password, row[3])
        if not hmac.compare_digest(expected, row[4]):
            return None
        return Citizen(id=row[0], email=row[1], display_name=row[2])
