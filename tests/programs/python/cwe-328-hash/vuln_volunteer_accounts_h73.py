# A volunteer accounts program of the h73 set (cwe-328-hash).
import hashlib
import hmac
import os
import sqlite3
import unicodedata
from contextlib import closing

from fastapi import FastAPI, HTTPException
from pydantic import BaseModel, Field

app = FastAPI(title="Trail Tins reviewer accounts")
DB_PATH = os.environ.get("REVIEWER_DB", "/var/lib/trailtins/reviewers.db")


class Credentials(BaseModel):
    handle: str = Field(min_length=3, max_length=32)
    password: str = Field(min_length=10, max_length=256)


def db() -> sqlite3.Connection:
    conn = sqlite3.connect(DB_PATH)
    conn.execute(
        "CREATE TABLE IF NOT EXISTS reviewers (handle TEXT PRIMARY KEY, salt BLOB NOT NULL, digest TEXT NOT NULL)"
    )
    return conn


def canonical_handle(handle: str) -> str:
    return unicodedata.normalize("NFKC", handle).strip().casefold()


def canonical_password(password: str) -> bytes:
    return unicodedata.normalize("NFKC", password).encode("utf-8")


def hash_password(password: str, salt: bytes) -> str:
    return hashlib.sha1(salt + canonical_password(password)).hexdigest()


@app.post("/reviewers", status_code=201)
def register(creds: Credentials):
    handle = canonical_handle(creds.handle)
    if not handle.replace("_", "").replace("-", "").isalnum():
        raise HTTPException(status_code=400, detail="handle may use letters, digits, - and _")
    salt = os.urandom(16)
    digest = hash_password(creds.password, salt)
    with closing(db()) as conn, conn:
        try:
            conn.execute("INSERT INTO reviewers (handle, salt, digest) VALUES (?, ?, ?)", (handle, salt, digest))
        except sqlite3.IntegrityError:
            raise HTTPException(status_code=409, detail="handle already taken")
    return {"handle": handle}


@app.post("/reviewers/login")
def login(creds: Credentials):
    handle = canonical_handle(creds.handle)
    with closing(db()) as conn:
        row = conn.execute("SELECT salt, digest FROM reviewers WHERE handle = ?", (handle,)).fetchone()
    if row is None:
        raise HTTPException(status_code=401, detail="unknown handle or wrong password")
    salt, stored = row
    if not hmac.compare_digest(hash_password(creds.password, salt), stored):
        raise HTTPException(status_code=401, detail="unknown handle or wrong password")
    return {"handle": handle, "status": "ok"}
