# Flask routes that keep a viewer's playback queue for a streaming service in a browser cookie.
import base64
import pickle

from flask import Flask, jsonify, make_response, request

app = Flask(__name__)
COOKIE = "queue_state"
EMPTY = {"items": [], "position": 0}


def encode_state(state):
    return base64.urlsafe_b64encode(pickle.dumps(state)).decode()


def decode_state(raw, default):
    if not raw:
        return dict(default)
    try:
        return pickle.loads(base64.urlsafe_b64decode(raw.encode()))
    except Exception:
        return dict(default)


def respond(state):
    resp = make_response(jsonify(state))
    resp.set_cookie(COOKIE, encode_state(state), max_age=30 * 86400, secure=True, httponly=True, samesite="Lax")
    return resp


@app.get("/queue")
def show_queue():
    return jsonify(decode_state(request.cookies.get(COOKIE), EMPTY))


@app.post("/queue/items")
def add_items():
    state = decode_state(request.cookies.get(COOKIE), EMPTY)
    incoming = (request.get_json(silent=True) or {}).get("titles", [])
    state["items"] = state["items"] + [t for t in map(str, incoming) if t not in state["items"]][:50]
    return respond(state)
