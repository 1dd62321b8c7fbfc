# A box office login program of the h71 set (cwe-601-redirect).
import os
from urllib.parse import urlsplit

from flask import Flask, abort, redirect, render_template_string, request, session, url_for
from werkzeug.security import check_password_hash

app = Flask(__name__)
app.secret_key = os.environ["BOX_OFFICE_SECRET"]

SUBSCRIBERS: dict[str, str] = {}  # email -> password hash, loaded from the ticketing export

LOGIN_PAGE = """
<form method="post">
  <input type="hidden" name="next" value="{{ next }}">
  <input name="email" type="email"> <input name="password" type="password">
  <button>Sign in</button>
</form>
"""


class RedirectRejected(ValueError):
    pass


def checked_next(target: str) -> str:
    if "\\" in target or target.startswith("//"):
        raise RedirectRejected(f"ambiguous target {target!r}")
    parts = urlsplit(target)
    if parts.scheme or parts.netloc:
        raise RedirectRejected(f"off-site target {target!r}")
    if not parts.path.startswith("/"):
        raise RedirectRejected(f"relative target {target!r}")
    return target


def authenticate(email: str, password: str) -> str | None:
    stored = SUBSCRIBERS.get(email.lower())
    if stored is None or not check_password_hash(stored, password):
        return None
    return email.lower()


@app.get("/login")
def login_form():
    return render_template_string(LOGIN_PAGE, next=request.args.get("next", ""))


@app.post("/login")
def login():
    email = request.form.get("email", "")
    if (subscriber := authenticate(email, request.form.get("password", ""))) is None:
        abort(401)
    session.clear()
    session["subscriber"] = subscriber

    nxt = request.form.get("next") or url_for("season")
    try:
        target = checked_next(nxt)
    except RedirectRejected as exc:
        app.logger.info("login redirect adjusted: %s", exc)
        target = url_for("season")
    return redirect(target, code=303)


@app.get("/season")
def season():
    if "subscriber" not in session:
        return redirect(url_for("login_form", next=request.path))
    return {"subscriber": session["subscriber"], "shows": ["The Tinderbox", "Punch at Sea"]}


@app.post("/logout")
def logout():
    session.clear()
    return redirect(url_for("login_form"), code=303)
