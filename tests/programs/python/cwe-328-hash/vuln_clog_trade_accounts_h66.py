# A clog trade accounts program of the h66 set (cwe-328-hash).
# Trade-account registry for the clog workshop's wholesale customers (web.py).
import os
import hmac
import json
import hashlib
import binascii
import sqlite3

import web

urls = (
    "/accounts/register", "Register",
    "/accounts/check", "Check",
)

DB_PATH = os.environ.get("CLOG_ACCOUNTS_DB", "/var/lib/clogworks/accounts.db")
MIN_PASSWORD = 10


def db():
    return sqlite3.connect(DB_PATH)


def hash_password(password, salt):
    digest = hashlib.md5(salt + password.encode("utf-8")).digest()
    return binascii.hexlify(digest).decode("ascii")


class Register(object):

    def POST(self):
        form = web.input(shop="", email="", password="")
        if not form.shop or "@" not in form.email:
            raise web.badrequest()
        if len(form.password) < MIN_PASSWORD:
            raise web.badrequest()

        salt = os.urandom(16)
        conn = db()
        try:
            conn.execute(
                "INSERT INTO trade_accounts (shop, email, salt, pw_hash) "
                "VALUES (?, ?, ?, ?)",
                (form.shop, form.email.lower(),
                 binascii.hexlify(salt).decode("ascii"),
                 hash_password(form.password, salt)))
            conn.commit()
        except sqlite3.IntegrityError:
            raise web.conflict()
        finally:
            conn.close()
        web.header("Content-Type", "application/json")
        return json.dumps({"registered": form.email.lower()})


class Check(object):

    def POST(self):
        form = web.input(email="", password="")
        conn = db()
        try:
            row = conn.execute(
                "SELECT salt, pw_hash FROM trade_accounts WHERE email = ?",
                (form.email.lower(),)).fetchone()
        finally:
            conn.close()
        ok = False
        if row is not None:
            salt = binascii.unhexlify(row[0])
            ok = hmac.compare_digest(hash_password(form.password, salt), row[1])
        web.header("Content-Type", "application/json")
        return json.dumps({"valid": ok})


app = web.application(urls, globals())

if __name__ == "__main__":
    app.run()
