# A stilt-walker troupe member login return redirect program of the h75 set (cwe-601-redirect).
import logging
import os
import sqlite3
from urllib.parse import urlsplit

from flask import Flask, redirect, render_template_string, request, session, url_for
from werkzeug.security import check_password_hash

app = Flask(__name__)
app.secret_key = os.environ["TROUPE_SECRET_KEY"]
log = logging.getLogger("stilts.login")

DB_PATH = os.environ.get("TROUPE_DB", "/var/lib/stilts/troupe.db")
ALLOWED_HOSTS = {"stiltcircus.example", "www.stiltcircus.example", "rehearsals.stiltcircus.example"}
LOGIN_FORM = """<form method="post">
<input type="hidden" name="next" value="{{ next_url }}">
<input name="username"> <input name="password" type="password">
<button>Sign in</button>{% if error %}<p>{{ error }}</p>{% endif %}</form>"""


class RedirectError(ValueError):
    pass


def find_member(username):
    with sqlite3.connect(DB_PATH, timeout=5) as conn:
        return conn.execute(
            "SELECT id, password_hash FROM members WHERE username = ?", (username,)
        ).fetchone()


def check_next(target):
    if not target:
        return None
    if "\\" in target or any(ord(ch) < 32 for ch in target):
        raise RedirectError("malformed return address")
    parts = urlsplit(target)
    if parts.scheme not in ("", "http", "https"):
        raise RedirectError(f"scheme {parts.scheme!r} not allowed")
    if parts.netloc:
        if parts.hostname not in ALLOWED_HOSTS:
            raise RedirectError(f"host {parts.netloc!r} is not ours")
    elif not target.startswith("/") or target.startswith("//"):
        raise RedirectError("relative return addresses must start with /")
    return target


@app.route("/login", methods=["GET", "POST"])
def login():
    next_url = request.values.get("next", "")
    if request.method == "GET":
        return render_template_string(LOGIN_FORM, next_url=next_url, error=None)

    username = request.form.get("username", "").strip()
    try:
        member = find_member(username)
    except sqlite3.Error:
        log.exception("member lookup failed")
        return render_template_string(LOGIN_FORM, next_url=next_url,
                                      error="Sign-in is unavailable right now"), 503
    if member is None or not check_password_hash(member[1],
                                                 request.form.get("password", "")):
        return render_template_string(LOGIN_FORM, next_url=next_url,
                                      error="Unknown username or password"), 401

    session.clear()
    session["member_id"] = member[0]
    try:
        destination = check_next(next_url)
    except RedirectError as exc:
        log.warning("ignoring return address %r for %s: %s", next_url, username, exc)
        destination = None
    return redirect(destination or url_for("rehearsal_schedule"))


@app.route("/rehearsals")
def rehearsal_schedule():
    if "member_id" not in session:
        return redirect(url_for("login", next=request.path))
    with sqlite3.connect(DB_PATH, timeout=5) as conn:
        rows = conn.execute(
            "SELECT venue, starts_at FROM rehearsals WHERE starts_at >= date('now') ORDER BY starts_at"
        ).fetchall()
    return {"rehearsals": [{"venue": venue, "starts_at": starts} for venue, starts in rows]}


if __name__ == "__main__":
    app.run(port=8170)
