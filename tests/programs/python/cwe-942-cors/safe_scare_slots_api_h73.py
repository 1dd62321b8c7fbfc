# A scare slots api program of the h73 set (cwe-942-cors).
import os
import sqlite3
from datetime import date

from flask import Flask, abort, g, jsonify, request, session

app = Flask(__name__)
app.secret_key = os.environ["HOLLOWMANOR_SESSION_KEY"]
app.config.update(SESSION_COOKIE_SECURE=True, SESSION_COOKIE_SAMESITE="None", SESSION_COOKIE_HTTPONLY=True)
DB_PATH = "/var/lib/hollowmanor/slots.db"
ALLOWED_ORIGINS = {
    "https://hollowmanorhaunt.com",
    "https://www.hollowmanorhaunt.com",
    "https://tickets.hollowmanorhaunt.com",
}


def db() -> sqlite3.Connection:
    if "db" not in g:
        g.db = sqlite3.connect(DB_PATH)
        g.db.row_factory = sqlite3.Row
    return g.db


@app.teardown_appcontext
def close_db(_exc):
    conn = g.pop("db", None)
    if conn is not None:
        conn.close()


@app.after_request
def cors_headers(response):
    origin = request.headers.get("Origin", "").strip().lower()
    if origin in ALLOWED_ORIGINS:
        response.headers["Access-Control-Allow-Origin"] = origin
        response.headers["Access-Control-Allow-Credentials"] = "true"
        response.headers["Access-Control-Allow-Headers"] = "Content-Type"
        response.headers["Access-Control-Allow-Methods"] = "GET, POST, DELETE"
        response.headers["Vary"] = "Origin"
    return response


def current_guest() -> int:
    guest_id = session.get("guest_id")
    if guest_id is None:
        abort(401)
    return int(guest_id)


@app.get("/api/slots/<night>")
def open_slots(night: str):
    try:
        day = date.fromisoformat(night)
    except ValueError:
        abort(400)
    rows = db().execute(
        "SELECT id, starts_at, capacity - booked AS remaining FROM slots WHERE night = ? ORDER BY starts_at",
        (day.isoformat(),),
    ).fetchall()
    return jsonify([dict(r) for r in rows])


@app.get("/api/me/reservations")
def my_reservations():
    guest_id = current_guest()
    rows = db().execute(
        "SELECT r.id, s.night, s.starts_at, r.party_size, r.confirmation, g.email, g.phone "
        "FROM reservations r JOIN slots s ON s.id = r.slot_id JOIN guests g ON g.id = r.guest_id "
        "WHERE r.guest_id = ? ORDER BY s.night, s.starts_at",
        (guest_id,),
    ).fetchall()
    return jsonify([dict(r) for r in rows])


@app.delete("/api/me/reservations/<int:reservation_id>")
def cancel_reservation(reservation_id: int):
    guest_id = current_guest()
    conn = db()
    row = conn.execute(
        "SELECT slot_id, party_size FROM reservations WHERE id = ? AND guest_id = ?", (reservation_id, guest_id)
    ).fetchone()
    if row is None:
        abort(404)
    with conn:
        conn.execute("DELETE FROM reservations WHERE id = ?", (reservation_id,))
        conn.execute("UPDATE slots SET booked = booked - ? WHERE id = ?", (row["party_size"], row["slot_id"]))
    return jsonify(cancelled=reservation_id)


if __name__ == "__main__":
    app.run(port=8031)
