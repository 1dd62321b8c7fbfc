# Team manager sign-in for a sports league admin site: login controller, session store and cookie writer.
import hmac
import os
import secrets
from dataclasses import dataclass
from typing import Dict, Optional

from flask import Flask, jsonify, make_response, request

app = Flask(__name__)


@dataclass
class CookieSettings:
    name: str = "tm_session"
    max_age: int = 8 * 3600
    domain: Optional[str] = os.environ.get("LEAGUE_COOKIE_DOMAIN")


class SessionStore:
    def __init__(self):
        self._sessions: Dict[str, str] = {}

    def create(self, manager_id: str) -> str:
        sid = secrets.token_urlsafe(32)
        self._sessions[sid] = manager_id
        return sid


class ManagerDirectory:
    def __init__(self):
        self._pins = {"harbour-town": os.environ.get("HARBOUR_TOWN_PIN", "")}

    def check(self, team: str, pin: str) -> bool:
        expected = self._pins.get(team, "")
        return bool(expected) and hmac.compare_digest(expected, pin)


class CookieWriter:
    def __init__(self, settings: CookieSettings):
        self.s = settings

    def attach(self, response, value: str):
        response.set_cookie(self.s.name, value, max_age=self.s.max_age, domain=self.s.domain,
                            secure=True, httponly=True, samesite="Lax")
        return response


store, directory = SessionStore(), ManagerDirectory()
cookies = CookieWriter(CookieSettings())


@app.post("/managers/login")
def manager_login():
    body = request.get_json(force=True) or {}
    team, pin = str(body.get("team", "")), str(body.get("pin", ""))
    if not directory.check(team, pin):
        return jsonify(error="invalid team or pin"), 401
    resp = make_response(jsonify(team=team, role="manager"))
    return cookies.attach(resp, store.create(team))
