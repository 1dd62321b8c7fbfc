# A puppet ticket door program of the h66 set (cwe-347-jwt).
# Door check for the puppet theatre's e-tickets (Flask + PyJWT).
# The box office signs a ticket token; the usher's phone posts it to /door.
import os
import hmac
import time

import jwt
from flask import Flask, request, jsonify

app = Flask(__name__)

TICKET_KEY = os.environ["PUPPET_TICKET_KEY"]
BOX_OFFICE_KEY = os.environ["PUPPET_BOX_OFFICE_KEY"]
ALGORITHM = "HS256"

ADMITTED = set()
SHOWS = {
    "punch-matinee": "Punch and Judy matinee",
    "marionette-evening": "Marionette evening performance",
    "shadow-late": "Late shadow play",
}


@app.route("/tickets", methods=["POST"])
def issue():
    supplied = request.headers.get("X-Box-Office-Key", "")
    if not hmac.compare_digest(supplied, BOX_OFFICE_KEY):
        return jsonify(error="box office only"), 403
    show = request.form.get("show", "")
    seat = request.form.get("seat", "")
    if show not in SHOWS or not seat:
        return jsonify(error="show and seat required"), 400
    now = int(time.time())
    claims = {"show": show, "seat": seat[:8], "iat": now,
              "exp": now + 60 * 60 * 24 * 30,
              "jti": "%s-%s-%d" % (show, seat[:8], now)}
    token = jwt.encode(claims, TICKET_KEY, algorithm=ALGORITHM)
    if isinstance(token, bytes):
        token = token.decode("ascii")
    return jsonify(ticket=token)


@app.route("/door", methods=["POST"])
def door():
    token = request.form.get("ticket", "")
    show_tonight = request.form.get("show", "")
    try:
        claims = jwt.decode(token, TICKET_KEY, algorithms=[ALGORITHM],
                            options={"require": ["exp", "jti"]})
    except jwt.InvalidTokenError:
        return jsonify(admit=False, reason="unreadable ticket"), 400

    if claims.get("show") != show_tonight:
        return jsonify(admit=False, reason="ticket is for another show")
    if claims.get("exp", 0) < time.time():
        return jsonify(admit=False, reason="ticket expired")
    if claims.get("jti") in ADMITTED:
        return jsonify(admit=False, reason="ticket already used")
    ADMITTED.add(claims.get("jti"))
    return jsonify(admit=True, seat=claims.get("seat"),
                   show=SHOWS.get(claims.get("show")))


if __name__ == "__main__":
    app.run(host="127.0.0.1", port=5030)
