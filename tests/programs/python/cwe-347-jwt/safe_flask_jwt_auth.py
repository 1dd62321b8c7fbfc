# Flask API with a decorator that authenticates requests using bearer JWTs from the auth service.
import os
from functools import wraps

import jwt
from flask import Flask, g, jsonify, request

app = Flask(__name__)
JWT_SECRET = os.environ["JWT_SECRET"]
JWT_AUDIENCE = "orders-api"


def decode_token(token: str) -> dict:
    return jwt.decode(
        token,
        JWT_SECRET,
        algorithms=["HS256"],
        audience=JWT_AUDIENCE,
        options={"require": ["exp", "sub"]},
    )


def require_auth(view):
    @wraps(view)
    def wrapper(*args, **kwargs):
        header = request.headers.get("Authorization", "")
        if not header.startswith("Bearer "):
            return jsonify({"error": "missing token"}), 401
        try:
            g.claims = decode_token(header[len("Bearer "):])
        except jwt.InvalidTokenError:
            return jsonify({"error": "invalid token"}), 401
        return view(*args, **kwargs)

    return wrapper


@app.get("/orders/mine")
@require_auth
def my_orders():
    return jsonify({"user": g.claims["sub"], "orders": []})


@app.delete("/orders/<int:order_id>")
@require_auth
def cancel_order(order_id: int):
    if "orders:write" not in g.claims.get("scope", "").split():
        return jsonify({"error": "forbidden"}), 403
    return jsonify({"cancelled": order_id, "by": g.claims["sub"]})
