# Flask routes for hotel loyalty members to sign in and keep a session between visits.
import secrets
from datetime import timedelta
from flask import Flask, jsonify, make_response, request
from werkzeug.security import check_password_hash

app = Flask(__name__)

SESSION_COOKIE = "loyalty_sid"
SESSION_TTL = timedelta(days=14)
COOKIE_OPTIONS = {"secure": True, "httponly": True, "samesite": "Lax", "path": "/"}


class MemberStore:
    def __init__(self, members: dict):
        self._members = members

    def find(self, member_no: str):
        return self._members.get(member_no)


class SessionStore:
    def __init__(self):
        self._sessions = {}

    def create(self, member_no: str) -> str:
        sid = secrets.token_urlsafe(32)
        self._sessions[sid] = member_no
        return sid


class LoyaltyAuthService:
    def __init__(self, members: MemberStore, sessions: SessionStore):
        self.members = members
        self.sessions = sessions

    def sign_in(self, member_no: str, password: str) -> str:
        member = self.members.find(member_no)
        if member is None or not check_password_hash(member["password_hash"], password):
            raise PermissionError("invalid member number or password")
        return self.sessions.create(member_no)


service = LoyaltyAuthService(MemberStore({}), SessionStore())


def attach_session(resp, sid: str):
    resp.set_cookie(SESSION_COOKIE, sid, max_age=int(SESSION_TTL.total_seconds()), **COOKIE_OPTIONS)
    return resp


@app.post("/loyalty/sign-in")
def sign_in():
    body = request.get_json(silent=True) or {}
    try:
        sid = service.sign_in(str(body.get("member_no", "")), str(body.get("password", "")))
    except PermissionError as exc:
        return jsonify(error=str(exc)), 401
    return attach_session(make_response(jsonify(status="ok")), sid)
