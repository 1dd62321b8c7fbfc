# Tornado handlers that sign a viewer into a media streaming service and manage the session cookie.
import hashlib
import hmac
import os
import secrets

import tornado.escape
import tornado.web

SESSIONS = {}
COOKIE_NAME = "stream_sid"
COOKIE_FLAGS = {"httponly": True, "secure": True, "samesite": "Lax"}


def make_authenticator(lookup):
    def authenticate(email, password):
        account = lookup(email.strip().lower())
        if account is None:
            return None
        digest = hashlib.pbkdf2_hmac("sha256", password.encode(), account["salt"], 390_000)
        return account if hmac.compare_digest(digest, account["hash"]) else None
    return authenticate


class LoginHandler(tornado.web.RequestHandler):
    def initialize(self, authenticate):
        self.authenticate = authenticate

    def post(self):
        body = tornado.escape.json_decode(self.request.body or b"{}")
        account = self.authenticate(body.get("email", ""), body.get("password", ""))
        if account is None:
            self.set_status(401)
            return self.finish({"error": "invalid credentials"})
        sid = secrets.token_urlsafe(32)
        SESSIONS[sid] = account["id"]
        self.set_cookie(COOKIE_NAME, sid, path="/", expires_days=14, **COOKIE_FLAGS)
        self.finish({"viewer": account["id"]})


class LogoutHandler(tornado.web.RequestHandler):
    def post(self):
        SESSIONS.pop(self.get_cookie(COOKIE_NAME, ""), None)
        self.clear_cookie(COOKIE_NAME, path="/")
        self.finish({"ok": True})


def make_app(lookup):
    return tornado.web.Application(
        [
            (r"/auth/login", LoginHandler, {"authenticate": make_authenticator(lookup)}),
            (r"/auth/logout", LogoutHandler),
        ],
        cookie_secret=os.environ["STREAM_COOKIE_SECRET"],
        xsrf_cookies=True,
    )
