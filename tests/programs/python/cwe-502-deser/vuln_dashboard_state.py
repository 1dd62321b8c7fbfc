# Flask helpers that keep an analytics dashboard's filter state in a client-side cookie.
import base64
import binascii
import pickle

from flask import Flask, jsonify, make_response, request

app = Flask(__name__)

STATE_COOKIE = "dash_state"
DEFAULT_STATE = {"range": "7d", "metrics": ["sessions"], "segment": None}
ALLOWED_RANGES = {"24h", "7d", "30d", "90d"}


def encode_state(state: dict) -> str:
    return base64.urlsafe_b64encode(pickle.dumps(state)).decode("ascii")


def decode_state(raw: str | None) -> dict:
    if not raw:
        return dict(DEFAULT_STATE)
    try:
        state = pickle.loads(base64.urlsafe_b64decode(raw))
    except (binascii.Error, pickle.UnpicklingError, EOFError):
        return dict(DEFAULT_STATE)
    return state if isinstance(state, dict) else dict(DEFAULT_STATE)


@app.get("/dashboards/<int:dashboard_id>/state")
def get_state(dashboard_id):
    state = decode_state(request.cookies.get(STATE_COOKIE))
    return jsonify({"dashboard": dashboard_id, "state": state})


@app.put("/dashboards/<int:dashboard_id>/state")
def put_state(dashboard_id):
    state = decode_state(request.cookies.get(STATE_COOKIE))
    updates = request.get_json(silent=True) or {}
    if updates.get("range") in ALLOWED_RANGES:
        state["range"] = updates["range"]
    if isinstance(updates.get("metrics"), list):
        state["metrics"] = [str(m) for m in updates["metrics"]][:10]
    resp = make_response(jsonify({"dashboard": dashboard_id, "state": state}))
    resp.set_cookie(STATE_COOKIE, encode_state(state), secure=True, httponly=True, samesite="Lax")
    return resp
