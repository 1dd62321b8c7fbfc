# A guide login program of the h73 set (cwe-601-redirect).
import os
from urllib.parse import quote, unquote, urlsplit

from flask import Flask, jsonify, redirect, render_template_string, request, session, url_for
from werkzeug.security import check_password_hash

app = Flask(__name__)
app.secret_key = os.environ["GUIDE_PORTAL_SECRET"]
app.config.update(SESSION_COOKIE_SECURE=True, SESSION_COOKIE_HTTPONLY=True, SESSION_COOKIE_SAMESITE="Lax")

GUIDES = {
    # username -> werkzeug password hash, loaded from the staff file at startup
}

LOGIN_FORM = """
<form method="post" action="{{ url_for('login') }}">
  <input type="hidden" name="next" value="{{ next_target }}">
  <label>Guide ID <input name="username" autocomplete="username"></label>
  <label>Password <input type="password" name="password" autocomplete="current-password"></label>
  <button>Sign in</button>
  {% if error %}<p class="error">{{ error }}</p>{% endif %}
</form>
"""


def load_guides(path: str = "/etc/deepholler/guides.tsv") -> None:
    with open(path, encoding="utf-8") as fh:
        for line in fh:
            user, _, pw_hash = line.rstrip("\n").partition("\t")
            if user and pw_hash:
                GUIDES[user.strip().lower()] = pw_hash.strip()


def after_login_target(raw: str) -> str:
    """Pages percent-encode `next` before sending guides here so their query strings survive."""
    if not raw:
        return url_for("roster")
    parts = urlsplit(raw)
    if parts.scheme or parts.netloc or not raw.startswith("/") or raw.startswith("//"):
        return url_for("roster")
    return unquote(raw)


@app.get("/login")
def login_form():
    next_target = request.args.get("next", "")
    return render_template_string(LOGIN_FORM, next_target=next_target, error=None)


@app.post("/login")
def login():
    username = request.form.get("username", "").strip().lower()
    password = request.form.get("password", "")
    pw_hash = GUIDES.get(username)
    if pw_hash is None or not check_password_hash(pw_hash, password):
        return render_template_string(LOGIN_FORM, next_target=request.form.get("next", ""), error="Try again"), 401
    session.clear()
    session["guide"] = username
    return redirect(after_login_target(request.form.get("next", "")))


@app.get("/roster")
def roster():
    if "guide" not in session:
        return redirect(url_for("login_form", next=quote(request.full_path, safe="/")))
    return jsonify(guide=session["guide"], tours=[])


@app.get("/checklist/<tour>")
def checklist(tour: str):
    if "guide" not in session:
        return redirect(url_for("login_form", next=quote(request.full_path, safe="/")))
    return jsonify(tour=tour, checklist=["helmets", "headlamps", "radio check", "headcount"])


if __name__ == "__main__":
    load_guides()
    app.run(port=8060)
