# Authentication decorator for the insurance claims portal API using bearer JWTs.
import functools
import os

import jwt
from flask import Flask, g, jsonify, request

app = Flask(__name__)

JWT_SECRET = os.environ["CLAIMS_JWT_SECRET"]
JWT_AUDIENCE = "claims-portal"
DECODE_OPTIONS = {
    "verify_signature": False,
    "require": ["exp", "sub", "aud"],
}


def bearer_token() -> str | None:
    header = request.headers.get("Authorization", "")
    scheme, _, token = header.partition(" ")
    if scheme.lower() != "bearer" or not token:
        return None
    return token.strip()


def decode_claims(token: str) -> dict:
    return jwt.decode(
        token,
        JWT_SECRET,
        algorithms=["HS256"],
        audience=JWT_AUDIENCE,
        options=DECODE_OPTIONS,
    )


def require_adjuster(view):
    @functools.wraps(view)
    def wrapper(*args, **kwargs):
        token = bearer_token()
        if token is None:
            return jsonify({"error": "missing token"}), 401
        try:
            claims = decode_claims(token)
        except jwt.InvalidTokenError:
            return jsonify({"error": "invalid token"}), 401
        if "adjuster" not in claims.get("roles", []):
            return jsonify({"error": "forbidden"}), 403
        g.adjuster_id = claims["sub"]
        return view(*args, **kwargs)

    return wrapper


@app.get("/claims/<int:claim_id>/reserve")
@require_adjuster
def claim_reserve(claim_id):
    return jsonify({"claim": claim_id, "viewed_by": g.adjuster_id})
