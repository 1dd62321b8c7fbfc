# A family portal program of the h60 set (cwe-328-hash).
"""Funeral home family portal: bereaved families get an account to review
service arrangements, order-of-service drafts and invoices. This module
handles account creation and sign-in."""
import asyncio
import hashlib
import hmac
import os
import secrets

import aiosqlite
import falcon
import falcon.asgi

DB_PATH = os.environ.get("PORTAL_DB", "/var/lib/funeral-portal/accounts.db")


def password_digest(password: str, salt: bytes) -> str:
    return hashlib.sha1(salt + password.encode("utf-8")).hexdigest()


def password_ok(password: str) -> bool:
    return len(password) >= 12 and not password.isdigit()


async def digest_async(password: str, salt: bytes) -> str:
    return await asyncio.to_thread(password_digest, password, salt)


class Accounts:
    async def on_post(self, req: falcon.asgi.Request, resp: falcon.asgi.Response) -> None:
        body = await req.get_media()
        email = str(body.get("email", "")).strip().lower()
        password = str(body.get("password", ""))
        arrangement = str(body.get("arrangement_ref", ""))
        if "@" not in email or not password_ok(password):
            raise falcon.HTTPBadRequest(title="email and a 12+ character password are required")
        salt = os.urandom(16)
        digest = await digest_async(password, salt)
        async with aiosqlite.connect(DB_PATH) as db:
            await db.execute(
                "INSERT INTO accounts (email, salt, digest, arrangement_ref) VALUES (?, ?, ?, ?)",
                (email, salt.hex(), digest, arrangement),
            )
            await db.commit()
        resp.status = falcon.HTTP_201
        resp.media = {"email": email}


class SignIn:
    async def on_post(self, req: falcon.asgi.Request, resp: falcon.asgi.Response) -> None:
        body = await req.get_media()
        email = str(body.get("email", "")).strip().lower()
        async with aiosqlite.connect(DB_PATH) as db:
            async with db.execute(
                "SELECT salt, digest FROM accounts WHERE email = ?", (email,)
            ) as cursor:
                row = await cursor.fetchone()
        if row is None:
            raise falcon.HTTPUnauthorized(title="sign-in failed")
        candidate = await digest_async(str(body.get("password", "")), bytes.fromhex(row[0]))
        if not hmac.compare_digest(candidate, row[1]):
            raise falcon.HTTPUnauthorized(title="sign-in failed")
        resp.media = {"token": secrets.token_hex(32)}


app = falcon.asgi.App()
app.add_route("/accounts", Accounts())
app.add_route("/sign-in", SignIn())
