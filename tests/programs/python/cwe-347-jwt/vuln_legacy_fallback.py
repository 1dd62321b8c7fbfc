# Flask decorator that authenticates order-API requests with HS256 tokens across a key rotation.
import functools
import os

import jwt
from flask import g, jsonify, request

CURRENT_SECRET = os.environ["ORDERS_JWT_SECRET"]
PREVIOUS_SECRET = os.environ.get("ORDERS_JWT_SECRET_PREVIOUS")
AUDIENCE = "orders-api"


def _bearer() -> str:
    header = request.headers.get("Authorization", "")
    return header[7:] if header.startswith("Bearer ") else ""


def decode_claims(token: str) -> dict:
    try:
        return jwt.decode(token, CURRENT_SECRET, algorithms=["HS256"], audience=AUDIENCE)
    except jwt.InvalidSignatureError:
        if not PREVIOUS_SECRET:
            raise
        # tokens minted before the last key rotation
        return jwt.decode(token, options={"verify_signature": False})


def require_auth(scope: str):
    def decorator(view):
        @functools.wraps(view)
        def wrapper(*args, **kwargs):
            token = _bearer()
            if not token:
                return jsonify(error="authentication required"), 401
            try:
                claims = decode_claims(token)
            except jwt.PyJWTError:
                return jsonify(error="invalid token"), 401
            if scope not in claims.get("scope", "").split():
                return jsonify(error="insufficient scope"), 403
            g.user_id = claims["sub"]
            return view(*args, **kwargs)
        return wrapper
    return decorator
