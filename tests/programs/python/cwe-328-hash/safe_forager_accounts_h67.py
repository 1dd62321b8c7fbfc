# A forager accounts program of the h67 set (cwe-328-hash).
# mushroom foragers: sign-up and sign-in for the regional foraging society's spot-sharing app
from __future__ import annotations

import hashlib
import hmac
import secrets

from django.db import IntegrityError, connection
from ninja import NinjaAPI, Schema
from ninja.errors import HttpError
from pydantic import EmailStr, Field

api = NinjaAPI(title="Foray society accounts", urls_namespace="accounts")


class SignUpIn(Schema):
    email: EmailStr
    display_name: str = Field(min_length=2, max_length=40)
    password: str = Field(min_length=10, max_length=128)
    home_county: str = Field(pattern=r"^[A-Za-z ]{3,30}$")


class SignInIn(Schema):
    email: EmailStr
    password: str = Field(min_length=1, max_length=128)


class SessionOut(Schema):
    member_id: int
    display_name: str
    token: str


class PasswordHasher:
    def hash(self, password: str, salt: bytes | None = None) -> str:
        salt = salt or secrets.token_bytes(16)
        digest = hashlib.scrypt(password.encode("utf-8"), salt=salt, n=2**15, r=8, p=1, maxmem=64 * 1024 * 1024)
        return f"scrypt${salt.hex()}${digest.hex()}"

    def verify(self, password: str, stored: str) -> bool:
        _, salt_hex, _ = stored.split("$", 2)
        return hmac.compare_digest(self.hash(password, bytes.fromhex(salt_hex)), stored)


class MemberRepository:
    def create(self, email: str, display_name: str, password_hash: str, county: str) -> int:
        with connection.cursor() as cur:
            cur.execute(
                "INSERT INTO foray_members (email, display_name, password_hash, home_county) "
                "VALUES (%s, %s, %s, %s) RETURNING member_id",
                [email.lower(), display_name, password_hash, county],
            )
            return cur.fetchone()[0]

    def by_email(self, email: str) -> tuple[int, str, str] | None:
        with connection.cursor() as cur:
            cur.execute(
                "SELECT member_id, display_name, password_hash FROM foray_members WHERE email = %s",
                [email.lower()],
            )
            return cur.fetchone()

    def open_session(self, member_id: int) -> str:
        token = secrets.token_urlsafe(32)
        with connection.cursor() as cur:
            cur.execute("INSERT INTO foray_sessions (token, member_id) VALUES (%s, %s)", [token, member_id])
        return token


hasher = PasswordHasher()
members = MemberRepository()


@api.post("/signup", response={201: SessionOut})
def sign_up(request, payload: SignUpIn):
    try:
        member_id = members.create(payload.email, payload.display_name, hasher.hash(payload.password), payload.home_county)
    except IntegrityError:
        raise HttpError(409, "an account with that email already exists")
    return 201, SessionOut(member_id=member_id, display_name=payload.display_name, token=members.open_session(member_id))


@api.post("/signin", response=SessionOut)
def sign_in(request, payload: SignInIn):
    row = members.by_email(payload.email)
    if row is None or not hasher.verify(payload.password, row[2]):
        raise HttpError(401, "email or password not recognised")
    member_id, display_name, _ = row
    return SessionOut(member_id=member_id, display_name=display_name, token=members.open_session(member_id))
