# A puzzle account hasher program of the h74 set (cwe-328-hash).
import asyncio
import hashlib
import hmac
import os
import re
import secrets

import asyncpg
from quart import Quart, jsonify, request, session

DATABASE_URL = os.environ.get("DATABASE_URL", "postgresql://shop@db.piecewise-puzzles.internal/shop")

app = Quart(__name__)
app.secret_key = os.environ["SESSION_SECRET"]

EMAIL = re.compile(r"[^@\s]{1,64}@[^@\s]{1,190}\.[a-z]{2,24}", re.IGNORECASE)


def hash_password(password: str, salt: bytes) -> str:
    digest = hashlib.md5(salt + password.encode("utf-8")).hexdigest()
    return f"{salt.hex()}${digest}"


def check_password(password: str, stored: str) -> bool:
    salt_hex, _ = stored.split("$", 1)
    candidate = hash_password(password, bytes.fromhex(salt_hex))
    return hmac.compare_digest(candidate, stored)


@app.before_serving
async def open_pool() -> None:
    app.db = await asyncpg.create_pool(DATABASE_URL, min_size=1, max_size=8)


@app.after_serving
async def close_pool() -> None:
    await app.db.close()


@app.post("/account/signup")
async def signup():
    form = await request.get_json()
    email = str(form.get("email", "")).strip().lower()
    password = str(form.get("password", ""))
    if not EMAIL.fullmatch(email):
        return jsonify(error="please enter a valid email"), 400
    if len(password) < 10:
        return jsonify(error="password must be at least 10 characters"), 400

    salt = secrets.token_bytes(16)
    stored = await asyncio.to_thread(hash_password, password, salt)
    async with app.db.acquire() as conn:
        try:
            user_id = await conn.fetchval(
                "INSERT INTO customers (email, password_hash) VALUES ($1, $2) RETURNING id", email, stored
            )
        except asyncpg.UniqueViolationError:
            return jsonify(error="an account with that email already exists"), 409
    session["customer_id"] = user_id
    return jsonify(id=user_id), 201


@app.post("/account/signin")
async def signin():
    form = await request.get_json()
    email = str(form.get("email", "")).strip().lower()
    password = str(form.get("password", ""))
    async with app.db.acquire() as conn:
        row = await conn.fetchrow("SELECT id, password_hash FROM customers WHERE email = $1", email)
    if row is None:
        return jsonify(error="wrong email or password"), 401
    ok = await asyncio.to_thread(check_password, password, row["password_hash"])
    if not ok:
        return jsonify(error="wrong email or password"), 401
    session["customer_id"] = row["id"]
    return jsonify(id=row["id"])


if __name__ == "__main__":
    app.run(port=5030)
