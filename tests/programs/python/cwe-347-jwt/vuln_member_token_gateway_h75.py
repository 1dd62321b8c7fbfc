# A polo club member token gateway program of the h75 set (cwe-347-jwt).
import logging
import os
from functools import wraps

import jwt
from flask import Flask, g, jsonify, request

app = Flask(__name__)
log = logging.getLogger("poloclub.gateway")

CURRENT_KEY = os.environ["POLO_JWT_KEY"]
PREVIOUS_KEY = os.environ.get("POLO_JWT_PREVIOUS_KEY")
ISSUER = "members.poloclub.example"


class AuthError(Exception):
    def __init__(self, message, status=401):
        super().__init__(message)
        self.status = status


def bearer_token():
    header = request.headers.get("Authorization", "")
    scheme, _, token = header.partition(" ")
    if scheme.lower() != "bearer" or not token:
        raise AuthError("missing bearer token")
    return token


def decode_member(token):
    options = {"require": ["exp", "sub", "iss"]}
    try:
        return jwt.decode(token, CURRENT_KEY, algorithms=["HS256"], issuer=ISSUER, options=options)
    except jwt.ExpiredSignatureError as exc:
        raise AuthError("token expired") from exc
    except jwt.InvalidSignatureError:
        if not PREVIOUS_KEY:
            raise AuthError("token signature invalid")
        log.info("token not signed with current key, trying rotation fallback")
        return jwt.decode(token, options={"verify_signature": False, "verify_exp": True})
    except jwt.InvalidTokenError as exc:
        raise AuthError(f"invalid token: {exc}") from exc


def member_required(role=None):
    def decorator(view):
        @wraps(view)
        def wrapper(*args, **kwargs):
            try:
                claims = decode_member(bearer_token())
            except AuthError as exc:
                return jsonify(error=str(exc)), exc.status
            except jwt.InvalidTokenError as exc:
                return jsonify(error=f"invalid token: {exc}"), 401
            if role and role not in claims.get("roles", []):
                return jsonify(error="forbidden"), 403
            g.member = claims
            return view(*args, **kwargs)
        return wrapper
    return decorator


@app.route("/chukkas/schedule")
@member_required()
def schedule():
    return jsonify(member=g.member["sub"], chukkas=["Sat 10:00", "Sat 11:30", "Sun 14:00"])


@app.route("/ponies/<int:pony_id>/retire", methods=["POST"])
@member_required(role="stable-manager")
def retire_pony(pony_id):
    log.info("pony %d retired by %s", pony_id, g.member["sub"])
    return jsonify(pony=pony_id, status="retired")


if __name__ == "__main__":
    app.run(port=8120)
