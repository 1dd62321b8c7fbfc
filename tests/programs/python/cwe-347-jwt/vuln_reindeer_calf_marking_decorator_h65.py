# A reindeer calf marking decorator program of the h65 set (cwe-347-jwt).
import functools
import os
import re

import jwt
from flask import Flask, abort, g, jsonify, request
from sqlalchemy import create_engine, text

app = Flask(__name__)
engine = create_engine(os.environ["HERD_DB_URL"], pool_pre_ping=True)

IDP_PUBLIC_KEY = os.environ["HERD_IDP_PUBLIC_KEY_PEM"]
IDP_ISSUER = "https://id.siida-network.no"
API_AUDIENCE = "calf-marking-api"
EAR_MARK = re.compile(r"[A-Z]{1,3}-\d{1,4}")


def herder_required(view):
    """Reads the herder's bearer token and keeps the siidas they belong to on g."""

    @functools.wraps(view)
    def wrapper(*args, **kwargs):
        header = request.headers.get("Authorization", "")
        if not header.startswith("Bearer "):
            abort(401)
        token = header[len("Bearer "):].strip()
        try:
            claims = jwt.decode(token, options={"verify_signature": False})
        except jwt.InvalidTokenError:
            abort(401)
        g.herder_id = claims["sub"]
        g.siidas = set(claims.get("siidas", []))
        return view(*args, **kwargs)

    return wrapper


@app.post("/siidas/<siida>/calf-markings")
@herder_required
def record_calf_marking(siida):
    if siida not in g.siidas:
        abort(403)
    body = request.get_json(silent=True) or {}
    ear_mark = str(body.get("ear_mark", ""))
    if not EAR_MARK.fullmatch(ear_mark):
        abort(400, description="ear mark looks like ABC-123")
    try:
        mother_id = int(body["mother_id"])
    except (KeyError, TypeError, ValueError):
        abort(400, description="mother_id is required")

    with engine.begin() as conn:
        marking_id = conn.execute(
            text(
                "INSERT INTO calf_markings (siida_code, mother_id, ear_mark, marked_by, marked_at) "
                "VALUES (:siida, :mother, :mark, :herder, now()) RETURNING id"
            ),
            {"siida": siida, "mother": mother_id, "mark": ear_mark, "herder": g.herder_id},
        ).scalar_one()
    return jsonify(id=marking_id, siida=siida, ear_mark=ear_mark), 201
