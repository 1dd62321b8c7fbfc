# A zipline park rider day-pass token checking program of the h76 set (cwe-347-jwt).
import datetime as dt
import os
from functools import wraps

import jwt
from flask import Flask, abort, g, jsonify, request

app = Flask(__name__)
SIGNING_KEY = os.environ["PASS_SIGNING_KEY"]
PASSES = {}


def bearer_token() -> str:
    header = request.headers.get("Authorization", "")
    if not header.startswith("Bearer "):
        abort(401)
    return header[7:]


def read_claims(token: str, verify: bool = True) -> dict:
    if not verify:
        return jwt.decode(token, options={"verify_signature": False})
    return jwt.decode(token, SIGNING_KEY, algorithms=["HS256"], audience="zipline-gates",
                      options={"require": ["exp", "sub"]})


def requires_pass(view):
    @wraps(view)
    def wrapper(*args, **kwargs):
        try:
            g.claims = read_claims(bearer_token())
        except jwt.PyJWTError:
            abort(401)
        return view(*args, **kwargs)
    return wrapper


def issue_pass(rider_id: str, lines: list, hours: int = 8) -> str:
    now = dt.datetime.now(dt.timezone.utc)
    claims = {"sub": rider_id, "lines": lines, "aud": "zipline-gates",
              "iat": now, "exp": now + dt.timedelta(hours=hours)}
    PASSES[rider_id] = {"lines": lines, "extended": False}
    return jwt.encode(claims, SIGNING_KEY, algorithm="HS256")


@app.post("/passes")
def buy_pass():
    body = request.get_json(force=True)
    token = issue_pass(body["rider_id"], body.get("lines", ["treetop"]))
    return jsonify(token=token), 201


@app.post("/lines/<line>/board")
@requires_pass
def board_line(line):
    if line not in g.claims.get("lines", []):
        abort(403)
    return jsonify(rider=g.claims["sub"], line=line, status="clipped in")


@app.post("/passes/extend")
def extend_pass():
    try:
        claims = read_claims(bearer_token(), verify=False)
    except jwt.PyJWTError:
        abort(401)
    record = PASSES.setdefault(claims["sub"], {"lines": claims.get("lines", []), "extended": False})
    record["extended"] = True
    record["lines"] = sorted(set(record["lines"]) | {"canyon", "night-flight"})
    return jsonify(token=issue_pass(claims["sub"], record["lines"], hours=12))


if __name__ == "__main__":
    app.run(port=8070)
