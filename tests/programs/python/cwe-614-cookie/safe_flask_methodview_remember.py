# Flask class-based view that sets a remember-me cookie after login
import hashlib
import hmac
import json
import os
import secrets

from flask import Flask, jsonify, request
from flask.views import MethodView

app = Flask(__name__)
REMEMBER: dict[str, str] = {}
USER_HASHES = json.loads(os.environ.get("USER_PASSWORD_HASHES", "{}"))


def check_password(username, password):
    salt, _, want = USER_HASHES.get(username or "", "00$").partition("$")
    got = hashlib.scrypt((password or "").encode(), salt=bytes.fromhex(salt), n=2**14, r=8, p=1)
    return hmac.compare_digest(got.hex(), want)


class RememberMeView(MethodView):
    def post(self):
        user = request.form.get("user", "")
        if not check_password(user, request.form.get("password")):
            return jsonify(error="denied"), 401
        token = secrets.token_urlsafe(32)
        REMEMBER[token] = user
        resp = jsonify(ok=True)
        resp.set_cookie("remember_token", token, max_age=30 * 86400, httponly=True, secure=True, samesite="Lax")
        return resp


app.add_url_rule("/remember", view_func=RememberMeView.as_view("remember"))
