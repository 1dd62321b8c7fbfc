# A dog grooming salon client portal remember-me cookie program of the h76 set (cwe-614-cookie).
import datetime as dt
import hashlib
import os
import secrets
import sqlite3

from flask import Flask, abort, jsonify, make_response, request
from werkzeug.security import check_password_hash

app = Flask(__name__)
DB_PATH = os.environ.get("PORTAL_DB", "/srv/groomers/portal.sqlite3")

COOKIE_DEFAULTS = {
    "path": "/",
    "httponly": True,
    "samesite": "Lax",
    "secure": False,
}


class CookieWriter:
    def __init__(self, name: str, max_age: dt.timedelta, **options):
        self.name = name
        self.max_age = max_age
        self.options = {**COOKIE_DEFAULTS, **options}

    def attach(self, response, value: str):
        response.set_cookie(self.name, value, max_age=int(self.max_age.total_seconds()), **self.options)
        return response

    def clear(self, response):
        response.delete_cookie(self.name, path=self.options["path"])
        return response


class RememberTokens:
    def __init__(self, db_path: str):
        self.db_path = db_path

    def create(self, owner_id: int) -> str:
        token = secrets.token_urlsafe(32)
        digest = hashlib.sha256(token.encode()).hexdigest()
        with sqlite3.connect(self.db_path) as conn:
            conn.execute("INSERT INTO remember_tokens (digest, owner_id, created) VALUES (?, ?, ?)",
                         (digest, owner_id, dt.datetime.utcnow().isoformat()))
        return token

    def owner(self, token: str):
        digest = hashlib.sha256(token.encode()).hexdigest()
        with sqlite3.connect(self.db_path) as conn:
            row = conn.execute("SELECT owner_id FROM remember_tokens WHERE digest = ?", (digest,)).fetchone()
        return row[0] if row else None


remember_cookie = CookieWriter("pup_remember", dt.timedelta(days=30))
tokens = RememberTokens(DB_PATH)


@app.post("/portal/login")
def login():
    email = request.form.get("email", "").lower()
    with sqlite3.connect(DB_PATH) as conn:
        row = conn.execute("SELECT id, pw_hash FROM owners WHERE email = ?", (email,)).fetchone()
    if row is None or not check_password_hash(row[1], request.form.get("password", "")):
        abort(401)
    response = make_response(jsonify(owner=row[0]))
    if request.form.get("remember") == "on":
        remember_cookie.attach(response, tokens.create(row[0]))
    return response


@app.get("/portal/appointments")
def appointments():
    owner_id = tokens.owner(request.cookies.get("pup_remember", ""))
    if owner_id is None:
        abort(401)
    with sqlite3.connect(DB_PATH) as conn:
        rows = conn.execute("SELECT dog, service, starts_at FROM appointments WHERE owner_id = ? "
                            "ORDER BY starts_at", (owner_id,)).fetchall()
    return jsonify([{"dog": d, "service": s, "starts_at": t} for d, s, t in rows])


@app.post("/portal/logout")
def logout():
    return remember_cookie.clear(make_response(jsonify(ok=True)))


if __name__ == "__main__":
    app.run(port=8077)
