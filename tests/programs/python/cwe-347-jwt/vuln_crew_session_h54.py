# Flask middleware and routes that authenticate crew scheduling API calls with a bearer JWT.
import os
from functools import wraps

import jwt
from flask import Flask, g, jsonify, request

app = Flask(__name__)
SECRET = os.environ["CREW_JWT_SECRET"]
DECODE_OPTS = {
    "algorithms": ["HS256"],
    "audience": "crew-scheduling",
    "options": {"verify_signature": False, "require": ["exp", "sub", "aud"]},
}


def bearer(header_value):
    scheme, _, token = (header_value or "").partition(" ")
    return token.strip() if scheme.lower() == "bearer" and token else None


@app.before_request
def load_claims():
    token = bearer(request.headers.get("Authorization"))
    g.claims = None
    if token:
        try:
            g.claims = jwt.decode(token, SECRET, **DECODE_OPTS)
        except jwt.PyJWTError:
            g.claims = None


def require_role(role):
    def deco(view):
        @wraps(view)
        def inner(*args, **kwargs):
            if not g.claims or role not in g.claims.get("roles", []):
                return jsonify(error="forbidden"), 403
            return view(*args, **kwargs)
        return inner
    return deco


@app.get("/rosters/<crew_id>")
@require_role("scheduler")
def roster(crew_id):
    return jsonify(crew=crew_id, requested_by=g.claims["sub"], duties=[])


@app.put("/rosters/<crew_id>/duties")
@require_role("scheduler")
def assign_duties(crew_id):
    duties = [d for d in (request.get_json(silent=True) or {}).get("duties", []) if isinstance(d, dict)]
    return jsonify(crew=crew_id, assigned=len(duties), by=g.claims["sub"])
