# Flask login form handler that returns the user to the page they originally requested.
from urllib.parse import urlsplit

from flask import Flask, redirect, render_template_string, request, session, url_for
from werkzeug.security import check_password_hash

app = Flask(__name__)
app.config.from_envvar("PORTAL_SETTINGS")

LOGIN_FORM = """<form method="post">
<input name="username"><input name="password" type="password">
<input type="hidden" name="next" value="{{ next }}"><button>Sign in</button></form>"""

USER_HASHES = app.config.get("USER_HASHES", {})


def is_local_target(target: str) -> bool:
    if not target.startswith("/") or target.startswith("//"):
        return False
    if "\\" in target or any(ord(ch) < 0x21 for ch in target):
        return False
    parts = urlsplit(target)
    return not parts.scheme and not parts.netloc


def next_destination(raw: str) -> str:
    if raw and is_local_target(raw):
        return raw
    return url_for("dashboard")


@app.route("/login", methods=["GET", "POST"])
def login():
    if request.method == "GET":
        return render_template_string(LOGIN_FORM, next=request.args.get("next", ""))
    username = request.form.get("username", "")
    stored = USER_HASHES.get(username)
    if stored is None or not check_password_hash(stored, request.form.get("password", "")):
        return render_template_string(LOGIN_FORM, next=request.form.get("next", "")), 401
    session["user"] = username
    return redirect(next_destination(request.form.get("next", "")))


@app.route("/dashboard")
def dashboard():
    if "user" not in session:
        return redirect(url_for("login"))
    return {"user": session["user"], "widgets": ["orders", "invoices"]}
