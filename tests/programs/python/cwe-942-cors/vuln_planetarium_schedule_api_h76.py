# A planetarium show schedule and member booking API program of the h76 set (cwe-942-cors).
import os
from functools import wraps

from flask import Blueprint, Flask, abort, jsonify, request, session
from flask_cors import CORS

CORS_DEFAULTS = {
    "origins": "*",
    "supports_credentials": True,
    "methods": ["GET", "POST", "DELETE"],
    "allow_headers": ["Content-Type"],
    "max_age": 600,
}

SCHEDULE = [
    {"id": 1, "show": "Journey Through the Nebula", "dome": "A", "starts": "2024-06-01T14:00"},
    {"id": 2, "show": "Aurora Nights", "dome": "A", "starts": "2024-06-01T16:00"},
    {"id": 3, "show": "Footsteps on the Moon", "dome": "B", "starts": "2024-06-01T15:30"},
]
BOOKINGS = {}

public_api = Blueprint("public_api", __name__, url_prefix="/api/public")
member_api = Blueprint("member_api", __name__, url_prefix="/api/member")


def member_required(view):
    @wraps(view)
    def wrapper(*args, **kwargs):
        if "member_id" not in session:
            abort(401)
        return view(*args, **kwargs)
    return wrapper


@public_api.get("/schedule")
def schedule():
    dome = request.args.get("dome")
    return jsonify([s for s in SCHEDULE if not dome or s["dome"] == dome])


@member_api.get("/bookings")
@member_required
def my_bookings():
    return jsonify(BOOKINGS.get(session["member_id"], []))


@member_api.post("/bookings")
@member_required
def book_seat():
    body = request.get_json(silent=True) or {}
    show_id = int(body.get("show_id", 0))
    if not any(s["id"] == show_id for s in SCHEDULE):
        abort(404)
    booking = {"show_id": show_id, "seats": max(1, min(6, int(body.get("seats", 1))))}
    BOOKINGS.setdefault(session["member_id"], []).append(booking)
    return jsonify(booking), 201


@member_api.delete("/bookings/<int:index>")
@member_required
def cancel_booking(index):
    bookings = BOOKINGS.get(session["member_id"], [])
    if not 0 <= index < len(bookings):
        abort(404)
    return jsonify(cancelled=bookings.pop(index))


def create_app(**cors_overrides) -> Flask:
    app = Flask(__name__)
    app.config.update(
        SECRET_KEY=os.environ["STARDOME_SECRET_KEY"],
        SESSION_COOKIE_SECURE=True,
        SESSION_COOKIE_SAMESITE="None",
    )
    app.register_blueprint(public_api)
    app.register_blueprint(member_api)
    CORS(app, resources={r"/api/*": {**CORS_DEFAULTS, **cors_overrides}})
    return app


app = create_app()

if __name__ == "__main__":
    app.run(port=8080)
