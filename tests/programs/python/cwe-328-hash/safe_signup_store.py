# Starlette signup endpoint that stores new accounts with a password hash in SQLite.
import hashlib
import os
import sqlite3

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import Route

DB_PATH = "users.db"
PBKDF2_ROUNDS = 600_000


def hash_password(password: str) -> str:
    salt = os.urandom(16)
    digest = hashlib.pbkdf2_hmac("sha256", password.encode("utf-8"), salt, PBKDF2_ROUNDS)
    return f"pbkdf2_sha256${PBKDF2_ROUNDS}${salt.hex()}${digest.hex()}"


def create_user(email: str, password: str) -> None:
    with sqlite3.connect(DB_PATH) as conn:
        conn.execute(
            "INSERT INTO users (email, password_hash) VALUES (?, ?)",
            (email, hash_password(password)),
        )


async def signup(request: Request) -> JSONResponse:
    data = await request.json()
    email = str(data.get("email", "")).strip().lower()
    password = str(data.get("password", ""))
    if "@" not in email or len(password) < 10:
        return JSONResponse({"error": "invalid email or password"}, status_code=400)
    try:
        create_user(email, password)
    except sqlite3.IntegrityError:
        return JSONResponse({"error": "account exists"}, status_code=409)
    return JSONResponse({"email": email}, status_code=201)


app = Starlette(routes=[Route("/signup", signup, methods=["POST"])])
