# Dashboard preferences: remembers layout and filter choices in a browser cookie between visits.
import base64
import json

from flask import Flask, jsonify, make_response, request

app = Flask(__name__)
COOKIE = "dash_prefs"
DEFAULTS = {"theme": "light", "columns": ["name", "status", "updated"], "page_size": 25}


def encode_prefs(prefs):
    return base64.urlsafe_b64encode(json.dumps(prefs).encode("utf-8")).decode("ascii")


def decode_prefs(raw):
    if not raw:
        return dict(DEFAULTS)
    try:
        loaded = json.loads(base64.urlsafe_b64decode(raw.encode("ascii")))
    except Exception:
        return dict(DEFAULTS)
    return loaded if isinstance(loaded, dict) else dict(DEFAULTS)


@app.get("/dashboard/prefs")
def get_prefs():
    return jsonify(decode_prefs(request.cookies.get(COOKIE)))


@app.post("/dashboard/prefs")
def update_prefs():
    prefs = decode_prefs(request.cookies.get(COOKIE))
    incoming = request.get_json(silent=True) or {}
    for key in DEFAULTS:
        if key in incoming:
            prefs[key] = incoming[key]
    resp = make_response(jsonify(prefs))
    resp.set_cookie(COOKIE, encode_prefs(prefs), max_age=90 * 86400, secure=True, httponly=True, samesite="Lax")
    return resp
