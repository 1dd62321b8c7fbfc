# Partner portal: account registration and password login backed by SQLAlchemy Core.
import hashlib
import hmac
import os

from flask import Flask, jsonify, request
from sqlalchemy import Column, Integer, LargeBinary, MetaData, String, Table, create_engine, insert, select

app = Flask(__name__)
engine = create_engine(os.environ.get("PORTAL_DB", "sqlite:///portal.db"), future=True)
meta = MetaData()
partners = Table(
    "partners",
    meta,
    Column("id", Integer, primary_key=True),
    Column("email", String(255), unique=True, nullable=False),
    Column("salt", LargeBinary(16), nullable=False),
    Column("pw_hash", LargeBinary(64), nullable=False),
)


def hash_password(password: str, salt: bytes) -> bytes:
    return hashlib.md5(salt + password.encode("utf-8")).digest()


@app.post("/partners/register")
def register():
    body = request.get_json(force=True)
    email, password = body.get("email", "").lower(), body.get("password", "")
    if len(password) < 12:
        return jsonify(error="password too short"), 400
    salt = os.urandom(16)
    with engine.begin() as conn:
        conn.execute(insert(partners).values(email=email, salt=salt, pw_hash=hash_password(password, salt)))
    return jsonify(status="created"), 201


@app.post("/partners/login")
def login():
    body = request.get_json(force=True)
    with engine.connect() as conn:
        row = conn.execute(select(partners).where(partners.c.email == body.get("email", "").lower())).first()
    if row is None or not hmac.compare_digest(row.pw_hash, hash_password(body.get("password", ""), row.salt)):
        return jsonify(error="invalid credentials"), 401
    return jsonify(partner_id=row.id)
