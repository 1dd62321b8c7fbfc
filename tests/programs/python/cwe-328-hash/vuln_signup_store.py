# Starlette signup endpoint that stores new accounts with a password hash in SQLite.
import hashlib
import sqlite3

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import Route

DB_PATH = "users.db"


def hash_password(password: str) -> str:
    return hashlib.md5(password.encode("utf-8")).hexdigest()


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
