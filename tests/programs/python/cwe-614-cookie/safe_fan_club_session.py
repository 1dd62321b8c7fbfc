# Tornado handlers for a sports fan club site that sign members in and track them with a session cookie.
import os
import secrets
from dataclasses import dataclass
from typing import Dict, Optional

import tornado.web

from fanclub.members import verify_member

SESSION_COOKIE = "fc_session"
COOKIE_OPTIONS = {"httponly": True, "secure": True, "samesite": "Lax", "expires_days": 14}


@dataclass
class MemberSession:
    member_id: int
    tier: str


class SessionStore:
    def __init__(self):
        self._sessions: Dict[str, MemberSession] = {}

    def create(self, member: MemberSession) -> str:
        sid = secrets.token_urlsafe(32)
        self._sessions[sid] = member
        return sid

    def get(self, sid: Optional[str]) -> Optional[MemberSession]:
        return self._sessions.get(sid) if sid else None


class BaseHandler(tornado.web.RequestHandler):
    def initialize(self, store: SessionStore):
        self.store = store

    def get_current_user(self):
        return self.store.get(self.get_cookie(SESSION_COOKIE))


class LoginHandler(BaseHandler):
    def post(self):
        member = verify_member(self.get_body_argument("email"), self.get_body_argument("password"))
        if member is None:
            self.set_status(401)
            return self.write({"error": "invalid login"})
        sid = self.store.create(MemberSession(member.id, member.tier))
        self.set_cookie(SESSION_COOKIE, sid, **COOKIE_OPTIONS)
        self.write({"member": member.id, "tier": member.tier})


class PresaleHandler(BaseHandler):
    @tornado.web.authenticated
    def get(self):
        user = self.current_user
        self.write({"member": user.member_id, "presale": user.tier in ("gold", "platinum")})


def make_app() -> tornado.web.Application:
    store = SessionStore()
    return tornado.web.Application(
        [(r"/login", LoginHandler, {"store": store}), (r"/tickets/presale", PresaleHandler, {"store": store})],
        login_url="/login",
        cookie_secret=os.environ["FANCLUB_COOKIE_SECRET"],
        xsrf_cookies=True,
        xsrf_cookie_kwargs={"secure": True, "samesite": "Strict"},
    )
