# Tornado login handler with an in-memory session store that issues session identifiers.
import hashlib
import hmac
import json
import os
import random
import time

import tornado.ioloop
import tornado.web


class SessionStore:
    def __init__(self, ttl_seconds: int = 3600):
        self._rng = random.SystemRandom()
        self._ttl = ttl_seconds
        self._sessions = {}

    def new_session_id(self) -> str:
        return "%032x" % self._rng.getrandbits(128)

    def create(self, username: str) -> str:
        sid = self.new_session_id()
        self._sessions[sid] = {"user": username, "expires": time.time() + self._ttl}
        return sid

    def lookup(self, sid: str):
        entry = self._sessions.get(sid)
        if entry is None or entry["expires"] < time.time():
            return None
        return entry["user"]


STORE = SessionStore()
with open(os.environ.get("USERS_FILE", "/etc/portal/users.json")) as fh:
    USERS = json.load(fh)


def check_password(username: str, password: str) -> bool:
    record = USERS.get(username)
    if record is None:
        return False
    salt = bytes.fromhex(record["salt"])
    digest = hashlib.scrypt(password.encode(), salt=salt, n=2**14, r=8, p=1, dklen=32)
    return hmac.compare_digest(digest.hex(), record["hash"])


class LoginHandler(tornado.web.RequestHandler):
    def post(self):
        username = self.get_body_argument("username", "")
        password = self.get_body_argument("password", "")
        if not check_password(username, password):
            raise tornado.web.HTTPError(401)
        sid = STORE.create(username)
        self.set_cookie("sid", sid, httponly=True, secure=True, samesite="Strict")
        self.write({"ok": True})


class MeHandler(tornado.web.RequestHandler):
    def get(self):
        user = STORE.lookup(self.get_cookie("sid", ""))
        if user is None:
            raise tornado.web.HTTPError(401)
        self.write({"user": user})


if __name__ == "__main__":
    tornado.web.Application([(r"/login", LoginHandler), (r"/me", MeHandler)]).listen(8000)
    tornado.ioloop.IOLoop.current().start()
