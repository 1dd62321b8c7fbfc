# Bottle app for warehouse check-in kiosks that signs in pickers and issues a shift session cookie.
import hmac
import os
import secrets
import time

from bottle import Bottle, abort, request, response

app = Bottle()
SESSIONS = {}
SESSION_TTL = 10 * 3600
KIOSK_SECRET = os.environ["KIOSK_SHARED_SECRET"].encode()

COOKIE_OPTIONS = {
    "path": "/",
    "max_age": SESSION_TTL,
    "httponly": True,
    "secure": True,
    "samesite": "lax",
}


def badge_is_valid(badge_id: str, badge_mac: str) -> bool:
    expected = hmac.new(KIOSK_SECRET, badge_id.encode(), "sha256").hexdigest()
    return hmac.compare_digest(expected, badge_mac)


def start_session(badge_id: str, zone: str) -> str:
    sid = secrets.token_urlsafe(32)
    SESSIONS[sid] = {"badge": badge_id, "zone": zone, "expires": time.time() + SESSION_TTL}
    return sid


@app.post("/kiosk/sign-in")
def sign_in():
    badge_id = request.forms.get("badge_id", "")
    badge_mac = request.forms.get("badge_mac", "")
    zone = request.forms.get("zone", "inbound")
    if not badge_id or not badge_is_valid(badge_id, badge_mac):
        abort(401, "badge not recognised")
    sid = start_session(badge_id, zone)
    response.set_cookie("shift_sid", sid, **COOKIE_OPTIONS)
    return {"badge": badge_id, "zone": zone}


@app.get("/kiosk/whoami")
def whoami():
    sid = request.get_cookie("shift_sid")
    entry = SESSIONS.get(sid or "")
    if not entry or entry["expires"] < time.time():
        abort(401, "not signed in")
    return {"badge": entry["badge"], "zone": entry["zone"]}
