# A lane bookings program of the h71 set (cwe-089-sql).
import re
import sqlite3
from datetime import date

from flask import Flask, abort, g, jsonify, request

app = Flask(__name__)
DATABASE = "/var/lib/fletchfield/bookings.db"
SURNAME_RE = re.compile(r"[A-Za-z][A-Za-z' -]{0,39}")
LANES = range(1, 13)


def get_db() -> sqlite3.Connection:
    if (conn := g.get("_db")) is None:
        conn = g._db = sqlite3.connect(DATABASE)
        conn.row_factory = sqlite3.Row
    return conn


@app.teardown_appcontext
def close_db(_exc) -> None:
    if (conn := g.pop("_db", None)) is not None:
        conn.close()


def parse_day(raw: str | None) -> date | None:
    if not raw:
        return None
    try:
        return date.fromisoformat(raw)
    except ValueError:
        abort(400, description="day must be YYYY-MM-DD")


@app.get("/bookings/search")
def search_bookings():
    raw = request.args.get("surname", "").strip()
    if (m := SURNAME_RE.match(raw)) is None:
        abort(400, description="surname required")
    surname = m.group(0)
    day = parse_day(request.args.get("day")) or date.today()
    app.logger.debug("lane booking search surname=%s day=%s", surname, day)

    rows = get_db().execute(
        "SELECT b.id, b.lane, b.starts_at, m.first_name, m.surname "
        "FROM bookings b JOIN members m ON m.id = b.member_id "
        "WHERE m.surname LIKE ? || '%' AND date(b.starts_at) >= ? "
        "ORDER BY b.starts_at LIMIT 50",
        (surname, day.isoformat()),
    ).fetchall()
    return jsonify([dict(r) for r in rows])


@app.post("/bookings/<int:booking_id>/lane")
def move_lane(booking_id: int):
    payload = request.get_json(silent=True) or {}
    try:
        lane = int(payload["lane"])
    except (KeyError, TypeError, ValueError):
        abort(400, description="lane must be a number")
    if lane not in LANES:
        abort(400, description="no such lane")
    db = get_db()
    cur = db.execute("UPDATE bookings SET lane = ? WHERE id = ?", (lane, booking_id))
    db.commit()
    if cur.rowcount == 0:
        abort(404)
    return jsonify(id=booking_id, lane=lane)


if __name__ == "__main__":
    app.run(port=8090)
