# A client login program of the h70 set (cwe-614-cookie).
from __future__ import annotations

import os
import secrets
from datetime import timedelta
from typing import Any

from flask import Flask, jsonify, make_response, request
from werkzeug.security import check_password_hash

app = Flask(__name__)

SESSION_TTL = timedelta(hours=8)

COOKIE_DEFAULTS: dict[str, Any] = {"httponly": True, "samesite": "Lax", "secure": True, "path": "/"}
COOKIE_PROFILES: dict[str, dict[str, Any]] = {
    "studio_session": {"max_age": int(SESSION_TTL.total_seconds()), "secure": False},
    "wishlist_view": {"max_age": 60 * 60 * 24 * 30, "httponly": False},
}

SESSIONS: dict[str, str] = {}
CLIENTS = {
    "amelia.hart@fastmail.com": os.environ.get("DEMO_CLIENT_HASH", ""),
}


def cookie_options(name: str, **overrides: Any) -> dict[str, Any]:
    return {**COOKIE_DEFAULTS, **COOKIE_PROFILES.get(name, {}), **overrides}


def set_cookies(response, values: dict[str, str]):
    for name, value in values.items():
        response.set_cookie(name, value, **cookie_options(name))
    return response


@app.post("/studio/login")
def login():
    body = request.get_json(force=True)
    email = str(body.get("email", "")).lower()
    stored = CLIENTS.get(email)
    if not stored or not check_password_hash(stored, str(body.get("password", ""))):
        return jsonify(error="email or password not recognised"), 401
    token = secrets.token_urlsafe(32)
    SESSIONS[token] = email
    resp = make_response(jsonify(client=email))
    return set_cookies(resp, {"studio_session": token, "wishlist_view": "grid"})


@app.get("/studio/designs")
def designs():
    email = SESSIONS.get(request.cookies.get("studio_session", ""))
    if email is None:
        return jsonify(error="please log in"), 401
    view = request.cookies.get("wishlist_view", "grid")
    return jsonify(client=email, view=view, designs=[
        {"id": "RNG-2291", "metal": "18ct rose gold", "stone": "oval sapphire 1.2ct"},
        {"id": "RNG-2304", "metal": "platinum", "stone": "emerald-cut diamond 0.9ct"},
    ])


@app.post("/studio/logout")
def logout():
    SESSIONS.pop(request.cookies.get("studio_session", ""), None)
    resp = make_response(jsonify(ok=True))
    resp.delete_cookie("studio_session", **{k: v for k, v in cookie_options("studio_session").items()
                                            if k in ("path", "secure", "httponly", "samesite")})
    return resp


if __name__ == "__main__":
    app.run(port=5614)
