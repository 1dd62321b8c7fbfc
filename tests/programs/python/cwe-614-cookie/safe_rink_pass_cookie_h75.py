# A roller-skating rink season pass login cookie program of the h75 set (cwe-614-cookie).
import hashlib
import logging
import os
import secrets
from datetime import datetime, timedelta, timezone

import redis
from flask import Flask, jsonify, make_response, request
from werkzeug.security import check_password_hash

app = Flask(__name__)
log = logging.getLogger("rink.passes")
store = redis.Redis.from_url(os.environ.get("RINK_REDIS_URL", "redis://localhost:6379/2"))

PASS_COOKIE = "rink_pass"
PASS_LIFETIME = timedelta(days=30)


class LoginError(Exception):
    pass


def load_holder(pass_number):
    try:
        record = store.hgetall(f"holder:{pass_number}")
    except redis.RedisError as exc:
        raise LoginError("pass service unavailable") from exc
    if not record:
        raise LoginError("unknown pass number or PIN")
    return {key.decode(): value.decode() for key, value in record.items()}


def open_session(pass_number):
    token = secrets.token_urlsafe(32)
    key = "session:" + hashlib.sha256(token.encode()).hexdigest()
    try:
        store.setex(key, PASS_LIFETIME, pass_number)
    except redis.RedisError as exc:
        raise LoginError("could not start a session") from exc
    return token


@app.route("/pass/login", methods=["POST"])
def pass_login():
    pass_number = request.form.get("pass_number", "").strip()
    pin = request.form.get("pin", "")
    if not pass_number.isdigit() or not pin:
        return jsonify(error="pass number and PIN are required"), 400
    try:
        holder = load_holder(pass_number)
        if not check_password_hash(holder["pin_hash"], pin):
            raise LoginError("unknown pass number or PIN")
        if datetime.fromisoformat(holder["valid_until"]) < datetime.now(timezone.utc):
            raise LoginError("this season pass has expired")
        token = open_session(pass_number)
    except LoginError as exc:
        log.info("pass login failed for %s: %s", pass_number, exc)
        return jsonify(error=str(exc)), 401
    except (KeyError, ValueError):
        log.exception("corrupt holder record for %s", pass_number)
        return jsonify(error="pass record needs attention at the front desk"), 500

    response = make_response(jsonify(holder=holder.get("name"), skate_size=holder.get("skate_size")))
    response.set_cookie(
        PASS_COOKIE,
        token,
        max_age=int(PASS_LIFETIME.total_seconds()),
        secure=True,
        httponly=True,
        samesite="Lax",
    )
    return response


@app.route("/pass/logout", methods=["POST"])
def pass_logout():
    token = request.cookies.get(PASS_COOKIE)
    if token:
        try:
            store.delete("session:" + hashlib.sha256(token.encode()).hexdigest())
        except redis.RedisError:
            log.warning("session removal failed; it will expire on its own")
    response = make_response(jsonify(logged_out=True))
    response.delete_cookie(PASS_COOKIE)
    return response


if __name__ == "__main__":
    app.run(port=8130)
