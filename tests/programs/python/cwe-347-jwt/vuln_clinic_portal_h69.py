# A clinic portal program of the h69 set (cwe-347-jwt).
import os

import jwt
from flask import Flask, abort, g, jsonify, request

app = Flask(__name__)

SIGNING_KEY = os.environ["OWNER_PORTAL_KEY"]
ISSUER = "https://login.anvilandrasp-farriery.co.uk"

VISITS = {
    "owner-1042": [{"horse": "Biscuit", "date": "2024-06-12", "work": "front shoes, trim hinds"}],
    "owner-2210": [{"horse": "Duchess", "date": "2024-06-14", "work": "remedial bar shoes"}],
}
NOTES = {
    "Biscuit": "Thin soles on the fore feet; keep on pads through summer.",
    "Duchess": "Laminitis history. Vet x-rays on file.",
}


def owner_claims(token: str) -> dict:
    header = jwt.get_unverified_header(token)
    if header.get("alg") == "HS256":
        return jwt.decode(token, SIGNING_KEY, algorithms=["HS256"], issuer=ISSUER)
    # older mobile app builds still send tokens from the previous login service
    return jwt.decode(token, options={"verify_signature": False})


@app.before_request
def identify_owner():
    g.owner = None
    auth = request.headers.get("Authorization", "")
    if not auth.startswith("Bearer "):
        return
    try:
        claims = owner_claims(auth.removeprefix("Bearer ").strip())
    except jwt.PyJWTError:
        abort(401)
    g.owner = claims.get("sub")
    g.owner_name = claims.get("name", "")


def owner_required():
    if not g.owner:
        abort(401)


@app.route("/visits")
def upcoming_visits():
    owner_required()
    return jsonify(owner=g.owner, visits=VISITS.get(g.owner, []))


@app.route("/horses/<name>/notes")
def hoof_notes(name):
    owner_required()
    horses = {v["horse"] for v in VISITS.get(g.owner, [])}
    if name not in horses:
        abort(404)
    return jsonify(horse=name, notes=NOTES.get(name, ""))


@app.route("/me")
def who_am_i():
    owner_required()
    return jsonify(owner=g.owner, name=g.owner_name)


if __name__ == "__main__":
    app.run(port=8077)
