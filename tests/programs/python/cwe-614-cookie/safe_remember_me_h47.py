# Flask auth blueprint that issues a long-lived remember-me cookie after a successful login.
import secrets
from datetime import timedelta

from flask import Blueprint, jsonify, request

from auth.service import check_credentials, store_remember_token

auth_bp = Blueprint("auth", __name__, url_prefix="/auth")

REMEMBER_COOKIE = {
    "key": "remember_token",
    "max_age": int(timedelta(days=30).total_seconds()),
    "httponly": True,
    "secure": True,
    "samesite": "Lax",
    "path": "/",
}


def issue_remember_cookie(resp, user_id: int) -> None:
    token = secrets.token_urlsafe(32)
    store_remember_token(user_id, token)
    resp.set_cookie(value=token, **REMEMBER_COOKIE)


@auth_bp.post("/login")
def login():
    data = request.get_json(silent=True) or {}
    user = check_credentials(data.get("email", ""), data.get("password", ""))
    if user is None:
        return jsonify(error="invalid credentials"), 401
    resp = jsonify(ok=True, user_id=user.id)
    if data.get("remember"):
        issue_remember_cookie(resp, user.id)
    return resp
