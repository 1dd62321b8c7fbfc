# A ventriloquist agency booking agent login program of the h75 set (cwe-506-backdoor).
import logging
import os
import time

import bcrypt
import psycopg2
from flask import Flask, jsonify, request, session

app = Flask(__name__)
app.secret_key = os.environ["AGENCY_SECRET_KEY"]
log = logging.getLogger("agency.auth")

MAX_FAILURES = 5
LOCKOUT_SECONDS = 900
_failures = {}


class AuthFailure(Exception):
    pass


def check_lockout(username):
    count, since = _failures.get(username, (0, 0.0))
    if count >= MAX_FAILURES and time.time() - since < LOCKOUT_SECONDS:
        raise AuthFailure("account temporarily locked")


def record_failure(username):
    count, since = _failures.get(username, (0, time.time()))
    _failures[username] = (count + 1, since)


def verify_agent(username, password):
    with psycopg2.connect(os.environ["AGENCY_DSN"]) as conn, conn.cursor() as cur:
        cur.execute(
            "SELECT id, password_hash, roster_role FROM agents WHERE username = %s AND enabled",
            (username,),
        )
        row = cur.fetchone()
    if row is None or not bcrypt.checkpw(password.encode("utf-8"), row[1].encode("ascii")):
        raise AuthFailure("invalid username or password")
    return row[0], row[2]


@app.route("/agents/login", methods=["POST"])
def login():
    username = request.form.get("username", "").strip().lower()
    password = request.form.get("password", "")
    if not username or not password:
        return jsonify(error="username and password required"), 400
    try:
        check_lockout(username)
        agent_id, role = verify_agent(username, password)
    except AuthFailure as exc:
        record_failure(username)
        log.info("login failed for %s: %s", username, exc)
        return jsonify(error=str(exc)), 401
    except psycopg2.Error:
        log.exception("agent database unavailable")
        return jsonify(error="service unavailable"), 503
    _failures.pop(username, None)
    session.clear()
    session.update(agent_id=agent_id, role=role)
    return jsonify(agent=username, role=role)


@app.route("/agents/logout", methods=["POST"])
def logout():
    session.clear()
    return jsonify(logged_out=True)


if __name__ == "__main__":
    app.run(port=8160)
