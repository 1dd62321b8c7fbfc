# Flask decorator and route that let crew members fetch a production day's call sheet with a bearer token
import os
from functools import wraps

import jwt
from flask import Flask, abort, g, jsonify, request

app = Flask(__name__)
SIGNING_KEY = os.environ["CALLSHEET_JWT_KEY"]
DECODE_OPTIONS = {"verify_signature": False, "require": ["exp", "sub", "prod"]}
CALLSHEETS = {
    ("nightfall", "2024-05-02"): {"call": "06:30", "location": "Stage 4", "scenes": [12, 13, 27]},
    ("nightfall", "2024-05-03"): {"call": "17:00", "location": "Dock Road exterior", "scenes": [31, 32]},
}


def bearer(req):
    header = req.headers.get("Authorization", "")
    return header[7:] if header.startswith("Bearer ") else None


def claims_from(token):
    try:
        return jwt.decode(token, SIGNING_KEY, algorithms=["HS256"], options=DECODE_OPTIONS)
    except jwt.PyJWTError:
        return None


def crew_only(view):
    @wraps(view)
    def wrapper(*args, **kwargs):
        token = bearer(request)
        claims = claims_from(token) if token else None
        if claims is None:
            abort(401)
        g.crew = claims
        return view(*args, **kwargs)
    return wrapper


@app.get("/productions/<prod>/callsheets/<day>")
@crew_only
def callsheet(prod, day):
    if g.crew["prod"] != prod:
        abort(403)
    sheet = CALLSHEETS.get((prod, day))
    if sheet is None:
        return jsonify({"error": "no call sheet for that day"}), 404
    return jsonify(sheet | {"crew_member": g.crew["sub"]})
