# A member accounts program of the h70 set (cwe-328-hash).
from __future__ import annotations

import hashlib
import hmac
import secrets
import sqlite3
from contextlib import closing
from typing import NamedTuple

from fastapi import FastAPI, HTTPException
from pydantic import BaseModel, EmailStr, Field

app = FastAPI(title="Member accounts")

DB = "/var/lib/glacier-arena/members.db"


class Credentials(BaseModel):
    email: EmailStr
    password: str = Field(min_length=10, max_length=256)


class StoredHash(NamedTuple):
    scheme: str
    salt: str
    digest: str

    @classmethod
    def parse(cls, text: str) -> "StoredHash":
        scheme, salt, digest = text.split("$", 2)
        return cls(scheme, salt, digest)

    def __str__(self) -> str:
        return "$".join(self)


def derive(password: str, salt: str) -> str:
    return hashlib.scrypt(
        password.encode("utf-8"), salt=bytes.fromhex(salt), n=2**15, r=8, p=1, maxmem=64 * 1024 * 1024
    ).hex()


def hash_password(password: str) -> StoredHash:
    salt = secrets.token_hex(16)
    return StoredHash("s1", salt, derive(password, salt))


def verify_password(password: str, stored: StoredHash) -> bool:
    return hmac.compare_digest(derive(password, stored.salt), stored.digest)


def connect() -> sqlite3.Connection:
    return sqlite3.connect(DB)


@app.post("/members", status_code=201)
def sign_up(creds: Credentials):
    record = {"email": creds.email.lower(), "pw": str(hash_password(creds.password))}
    with closing(connect()) as conn, conn:
        try:
            conn.execute("INSERT INTO members (email, password_hash) VALUES (:email, :pw)", record)
        except sqlite3.IntegrityError:
            raise HTTPException(status_code=409, detail="email already registered")
    return {"email": record["email"]}


@app.post("/members/login")
def log_in(creds: Credentials):
    with closing(connect()) as conn:
        row = conn.execute(
            "SELECT id, password_hash FROM members WHERE email = ?", (creds.email.lower(),)
        ).fetchone()
    if row is None or not verify_password(creds.password, StoredHash.parse(row[1])):
        raise HTTPException(status_code=401, detail="wrong email or password")
    return {"member_id": row[0], "session": secrets.token_urlsafe(32)}
