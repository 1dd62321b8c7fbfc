# A mosaic commission accounts program of the h64 set (cwe-328-hash).
"""Client accounts for the mosaic studio's commission portal (Sanic).

POST /accounts   {"email": "...", "password": "...", "commission": {"site": "pool", "area_m2": 14}}
POST /login      {"email": "...", "password": "..."}
"""
import hashlib
import hmac
import os
import re
import sqlite3

from sanic import Sanic
from sanic.exceptions import BadRequest, Unauthorized
from sanic.response import json as json_response

app = Sanic("mosaic_portal")

DB_PATH = os.environ.get("MOSAIC_DB", "mosaic_portal.db")
EMAIL = re.compile(r"[^@\s]{1,64}@[A-Za-z0-9.-]{1,190}\.[A-Za-z]{2,24}")
SITES = {"pool", "floor", "wall", "fountain", "stair riser"}


def hash_password(password: str, salt: bytes) -> str:
    return hashlib.md5(salt + password.encode("utf-8")).hexdigest()


def db():
    conn = sqlite3.connect(DB_PATH)
    conn.row_factory = sqlite3.Row
    return conn


@app.post("/accounts")
async def create_account(request):
    body = request.json or {}
    email = str(body.get("email", "")).strip().lower()
    password = str(body.get("password", ""))
    commission = body.get("commission") or {}
    if not EMAIL.fullmatch(email):
        raise BadRequest("invalid email")
    if len(password) < 12:
        raise BadRequest("password must have at least 12 characters")
    if commission.get("site") not in SITES:
        raise BadRequest("unknown site type")
    area = float(commission.get("area_m2", 0))

    salt = os.urandom(16)
    with db() as conn:
        conn.execute(
            "INSERT INTO clients (email, salt, password_hash) VALUES (?, ?, ?)",
            (email, salt.hex(), hash_password(password, salt)),
        )
        conn.execute(
            "INSERT INTO enquiries (email, site, area_m2) VALUES (?, ?, ?)",
            (email, commission["site"], area),
        )
    return json_response({"email": email, "enquiry": {"site": commission["site"], "area_m2": area}}, status=201)


@app.post("/login")
async def login(request):
    body = request.json or {}
    email = str(body.get("email", "")).strip().lower()
    with db() as conn:
        row = conn.execute(
            "SELECT salt, password_hash FROM clients WHERE email = ?", (email,)
        ).fetchone()
    if row is None:
        raise Unauthorized("unknown email or password")
    candidate = hash_password(str(body.get("password", "")), bytes.fromhex(row["salt"]))
    if not hmac.compare_digest(candidate, row["password_hash"]):
        raise Unauthorized("unknown email or password")
    return json_response({"email": email, "ok": True})
