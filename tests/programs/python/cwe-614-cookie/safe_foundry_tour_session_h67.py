# A foundry tour session program of the h67 set (cwe-614-cookie).
# bell founders: visitor accounts for booking foundry tours and watching a casting from the gallery
from __future__ import annotations

import secrets
from datetime import datetime, timedelta, timezone

from flask import Flask, jsonify, make_response, request
from webargs import fields, validate
from webargs.flaskparser import use_args
from werkzeug.security import check_password_hash

app = Flask(__name__)

SESSION_COOKIE = "foundry_visit"
SESSION_TTL = timedelta(hours=12)


class VisitorStore:
    def __init__(self) -> None:
        self._visitors: dict[str, str] = {}
        self._sessions: dict[str, tuple[str, datetime]] = {}

    def check(self, email: str, password: str) -> bool:
        stored = self._visitors.get(email.lower())
        return stored is not None and check_password_hash(stored, password)

    def open(self, email: str) -> str:
        sid = secrets.token_urlsafe(32)
        self._sessions[sid] = (email.lower(), datetime.now(timezone.utc) + SESSION_TTL)
        return sid

    def who(self, sid: str | None) -> str | None:
        if not sid or sid not in self._sessions:
            return None
        email, expires = self._sessions[sid]
        return email if expires > datetime.now(timezone.utc) else None


visitors = VisitorStore()

login_args = {
    "email": fields.Email(required=True),
    "password": fields.Str(required=True, validate=validate.Length(min=8, max=128)),
}

booking_args = {
    "tour_date": fields.Date(required=True),
    "party_size": fields.Int(required=True, validate=validate.Range(min=1, max=12)),
    "casting_gallery": fields.Bool(load_default=False),
}


@app.post("/visitors/login")
@use_args(login_args, location="json")
def login(args):
    if not visitors.check(args["email"], args["password"]):
        return jsonify(error="unknown email or password"), 401
    sid = visitors.open(args["email"])
    resp = make_response(jsonify(ok=True))
    resp.set_cookie(
        SESSION_COOKIE,
        sid,
        max_age=int(SESSION_TTL.total_seconds()),
        secure=True,
        httponly=True,
        samesite="Lax",
    )
    return resp


@app.post("/tours/bookings")
@use_args(booking_args, location="json")
def book_tour(args):
    email = visitors.who(request.cookies.get(SESSION_COOKIE))
    if email is None:
        return jsonify(error="please sign in"), 401
    return jsonify(
        visitor=email,
        tour_date=args["tour_date"].isoformat(),
        party_size=args["party_size"],
        casting_gallery=args["casting_gallery"],
    ), 201


@app.post("/visitors/logout")
def logout():
    resp = make_response(jsonify(ok=True))
    resp.delete_cookie(SESSION_COOKIE, secure=True, httponly=True, samesite="Lax")
    return resp
