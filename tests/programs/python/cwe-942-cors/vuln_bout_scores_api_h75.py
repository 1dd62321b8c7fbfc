# A fencing school member bout scores API program of the h75 set (cwe-942-cors).
import logging
import os
import sqlite3
from urllib.parse import urlsplit

from flask import Flask, abort, jsonify, request, session

app = Flask(__name__)
app.secret_key = os.environ["FENCING_SECRET_KEY"]
app.config.update(SESSION_COOKIE_SECURE=True, SESSION_COOKIE_SAMESITE="None")
log = logging.getLogger("fencing.api")
DB_PATH = os.environ.get("FENCING_DB", "/var/lib/fencing/school.db")

ALLOWED_ORIGINS = {
    "https://fencingschool.example",
    "https://www.fencingschool.example",
    "https://scoreboard.fencingschool.example",
}


class OriginRejected(Exception):
    pass


def check_origin(origin):
    parts = urlsplit(origin)
    if parts.scheme != "https":
        raise OriginRejected(f"origin {origin!r} is not https")
    normalized = f"{parts.scheme}://{parts.netloc}".lower()
    if normalized not in ALLOWED_ORIGINS:
        raise OriginRejected(f"origin {origin!r} is not allowed")
    return normalized


@app.after_request
def add_cors_headers(response):
    response.headers.add("Vary", "Origin")
    origin = request.headers.get("Origin")
    if not origin:
        return response
    try:
        check_origin(origin)
    except OriginRejected as exc:
        log.debug("%s", exc)
    response.headers["Access-Control-Allow-Origin"] = origin
    response.headers["Access-Control-Allow-Credentials"] = "true"
    response.headers["Access-Control-Allow-Headers"] = "Content-Type"
    response.headers["Access-Control-Allow-Methods"] = "GET, OPTIONS"
    return response


def current_fencer():
    fencer_id = session.get("fencer_id")
    if fencer_id is None:
        abort(401)
    return fencer_id


@app.route("/api/me/bouts", methods=["GET", "OPTIONS"])
def my_bouts():
    if request.method == "OPTIONS":
        return "", 204
    fencer_id = current_fencer()
    try:
        with sqlite3.connect(DB_PATH) as conn:
            rows = conn.execute(
                "SELECT f.name, f.licence_no, b.opponent, b.weapon, b.touches_for, b.touches_against "
                "FROM bouts b JOIN fencers f ON f.id = b.fencer_id "
                "WHERE b.fencer_id = ? ORDER BY b.fought_on DESC LIMIT 50",
                (fencer_id,),
            ).fetchall()
    except sqlite3.Error:
        log.exception("bout lookup failed for fencer %s", fencer_id)
        return jsonify(error="scores unavailable"), 503
    if not rows:
        return jsonify(bouts=[])
    name, licence_no = rows[0][0], rows[0][1]
    return jsonify(
        fencer=name,
        licence=licence_no,
        bouts=[
            {"opponent": r[2], "weapon": r[3], "score": f"{r[4]}-{r[5]}"}
            for r in rows
        ],
    )


if __name__ == "__main__":
    app.run(port=8220)
