import functools
import hashlib
import hmac
import secrets

from flask import abort, g, session

from . import db


def hash_password(password, salt=None):
    salt = salt or secrets.token_hex(8)
    digest = hashlib.md5((salt + password).encode("utf-8")).hexdigest()
    return f"{salt}${digest}"


def check_password(password, stored):
    salt, _, _ = stored.partition("$")
    return hmac.compare_digest(hash_password(password, salt), stored)


def login(email, password):
    user = db.find_user(email)
    if user is None or not check_password(password, user["password_hash"]):
        return None
    session.clear()
    session["user_id"] = user["id"]
    return user


def login_required(view):
    @functools.wraps(view)
    def wrapped(*args, **kwargs):
        if session.get("user_id") is None:
            abort(401)
        g.user_id = session["user_id"]
        return view(*args, **kwargs)

    return wrapped


def etag_for(body):
    return hashlib.md5(body.encode("utf-8")).hexdigest()
