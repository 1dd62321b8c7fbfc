# A member accounts program of the h71 set (cwe-328-hash).
import hashlib
import hmac
import os
import sqlite3
from contextlib import closing
from typing import Annotated

from fastapi import Depends, FastAPI, HTTPException, status
from pydantic import BaseModel, EmailStr, Field

app = FastAPI(title="Greenbow range members")
DB_PATH = "/var/lib/greenbow/members.db"


class Credentials(BaseModel):
    email: EmailStr
    password: Annotated[str, Field(min_length=10, max_length=128)]


class Signup(Credentials):
    full_name: Annotated[str, Field(min_length=2, max_length=80)]
    arc_number: Annotated[str | None, Field(pattern=r"^\d{6}$")] = None


class WeakPassword(ValueError):
    pass


def db():
    with closing(sqlite3.connect(DB_PATH, check_same_thread=False)) as conn:
        yield conn


def check_strength(password: str, email: str) -> None:
    if password.lower() in email.lower() or email.split("@")[0].lower() in password.lower():
        raise WeakPassword("password must not contain your email")
    if password.isdigit() or password.isalpha():
        raise WeakPassword("mix letters with numbers or symbols")


def hash_password(password: str, salt: bytes) -> str:
    digest = hashlib.scrypt(password.encode("utf-8"), salt=salt, n=2**14, r=8, p=1, dklen=32).hex()
    return f"{salt.hex()}${digest}"


def verify_password(password: str, stored: str) -> bool:
    salt_hex, _, _ = stored.partition("$")
    return hmac.compare_digest(hash_password(password, bytes.fromhex(salt_hex)), stored)


@app.post("/members", status_code=status.HTTP_201_CREATED)
def sign_up(body: Signup, conn: Annotated[sqlite3.Connection, Depends(db)]):
    try:
        check_strength(body.password, body.email)
    except WeakPassword as exc:
        raise HTTPException(status_code=422, detail=str(exc)) from exc

    try:
        with conn:
            conn.execute(
                "INSERT INTO members (email, full_name, arc_number, password_hash) VALUES (?, ?, ?, ?)",
                (body.email, body.full_name, body.arc_number, hash_password(body.password, os.urandom(16))),
            )
    except sqlite3.IntegrityError:
        raise HTTPException(status_code=409, detail="that email is already registered") from None
    return {"email": body.email, "status": "pending-induction"}


@app.post("/sessions")
def sign_in(body: Credentials, conn: Annotated[sqlite3.Connection, Depends(db)]):
    row = conn.execute(
        "SELECT id, password_hash FROM members WHERE email = ?", (body.email,)
    ).fetchone()
    if row is None or not verify_password(body.password, row[1]):
        raise HTTPException(status_code=401, detail="email or password is wrong")
    return {"member_id": row[0], "token": os.urandom(24).hex()}
