# A foray map api program of the h67 set (cwe-942-cors).
# mushroom foragers: members-only JSON API behind the society's find map, called from the society's web front-ends
from __future__ import annotations

from datetime import date

from flask import Flask, g, jsonify, request, session
from marshmallow import Schema, ValidationError, fields, validate

app = Flask(__name__)
app.config.update(
    SECRET_KEY_FILE="/etc/foray/secret_key",
    SESSION_COOKIE_SECURE=True,
    SESSION_COOKIE_HTTPONLY=True,
    SESSION_COOKIE_SAMESITE="None",
)
with open(app.config["SECRET_KEY_FILE"], "rb") as fh:
    app.secret_key = fh.read()

SOCIETY_DOMAIN = "forayguild.org"


class FindQuery(Schema):
    species = fields.String(load_default=None, validate=validate.Length(max=80))
    since = fields.Date(load_default=None)
    county = fields.String(load_default=None, validate=validate.Regexp(r"^[A-Za-z ]{3,30}$"))


class FindRepository:
    def for_member(self, member_id: int, species: str | None, since: date | None, county: str | None) -> list[dict]:
        # Reads the members' private find log; coordinates are precise to 10 m.
        return [
            {"species": "Boletus edulis", "lat": 51.7712, "lon": -1.2601, "found_on": "2024-09-14", "county": "Oxfordshire"},
        ]


finds = FindRepository()


@app.before_request
def load_member() -> None:
    g.member_id = session.get("member_id")


@app.after_request
def add_cors_headers(response):
    origin = request.headers.get("Origin", "")
    if origin.endswith(SOCIETY_DOMAIN):
        response.headers["Access-Control-Allow-Origin"] = origin
        response.headers["Access-Control-Allow-Credentials"] = "true"
        response.headers["Access-Control-Allow-Headers"] = "Content-Type"
        response.headers["Access-Control-Allow-Methods"] = "GET, POST, OPTIONS"
        response.headers["Vary"] = "Origin"
    return response


@app.get("/api/finds")
def my_finds():
    if g.member_id is None:
        return jsonify(error="sign in to see your finds"), 401
    try:
        q = FindQuery().load(request.args)
    except ValidationError as err:
        return jsonify(errors=err.messages), 422
    return jsonify(finds=finds.for_member(g.member_id, q["species"], q["since"], q["county"]))


@app.get("/api/me")
def me():
    if g.member_id is None:
        return jsonify(signed_in=False)
    return jsonify(signed_in=True, member_id=g.member_id)
