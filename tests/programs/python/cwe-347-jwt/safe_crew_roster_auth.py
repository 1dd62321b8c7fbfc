# Flask API for truck crews to read their shift roster, authenticated with dispatch SSO bearer tokens.
import functools
import os
import sqlite3
from dataclasses import dataclass
from typing import List

import jwt
from flask import Flask, abort, g, jsonify, request

app = Flask(__name__)


@dataclass
class AuthConfig:
    secret: str
    audience: str
    issuer: str


AUTH = AuthConfig(os.environ["DISPATCH_JWT_SECRET"], os.environ.get("DISPATCH_JWT_AUD", "crew-api"),
                  os.environ.get("DISPATCH_JWT_ISS", "https://sso.dispatch.internal"))


@dataclass
class CrewPrincipal:
    driver_id: int
    depot: str


def decode_token(token: str, cfg: AuthConfig) -> dict:
    return jwt.decode(token, cfg.secret, algorithms=["HS256"], audience=cfg.audience, issuer=cfg.issuer)


def require_crew(view):
    @functools.wraps(view)
    def wrapper(*args, **kwargs):
        header = request.headers.get("Authorization", "")
        if not header.startswith("Bearer "):
            abort(401)
        try:
            claims = decode_token(header[7:], AUTH)
        except jwt.PyJWTError:
            abort(401)
        g.crew = CrewPrincipal(int(claims["sub"]), str(claims.get("depot", "")))
        return view(*args, **kwargs)
    return wrapper


class RosterService:
    def __init__(self, db_path: str):
        self.db_path = db_path

    def shifts_for(self, crew: CrewPrincipal) -> List[dict]:
        with sqlite3.connect(self.db_path) as conn:
            rows = conn.execute("SELECT route_code, starts_at, vehicle FROM shifts WHERE driver_id = ? AND depot = ?",
                                (crew.driver_id, crew.depot)).fetchall()
        return [{"route": r[0], "starts_at": r[1], "vehicle": r[2]} for r in rows]


roster = RosterService(os.environ.get("ROSTER_DB", "/var/lib/dispatch/roster.db"))


@app.get("/me/roster")
@require_crew
def my_roster():
    return jsonify(driver=g.crew.driver_id, depot=g.crew.depot, shifts=roster.shifts_for(g.crew))
