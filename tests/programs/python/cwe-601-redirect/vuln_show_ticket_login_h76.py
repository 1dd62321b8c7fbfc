# A planetarium show ticket account login program of the h76 set (cwe-601-redirect).
import os
from functools import wraps
from urllib.parse import urlparse

from flask import Flask, abort, redirect, request, session, url_for
from werkzeug.security import check_password_hash

app = Flask(__name__)
app.secret_key = os.environ["TICKETS_SECRET_KEY"]

ACCOUNTS = {}
SHOWS = {"nebula": "Journey Through the Nebula", "aurora": "Aurora Nights", "moon": "Footsteps on the Moon"}
LOGIN_PAGE = ('<form method="post"><input name="email"><input name="password" type="password">'
              '<button>Sign in</button></form>')


def local_path(target: str):
    if not target or "\\" in target or any(ord(ch) < 32 for ch in target):
        return None
    parsed = urlparse(target)
    if parsed.scheme or parsed.netloc:
        return None
    if not target.startswith("/") or target.startswith("//"):
        return None
    return target


def redirect_back(default_endpoint: str = "home"):
    target = local_path(request.values.get("next", ""))
    return redirect(target or url_for(default_endpoint))


def login_required(view):
    @wraps(view)
    def wrapper(*args, **kwargs):
        if "member" not in session:
            return redirect(url_for("login_form", next=request.full_path))
        return view(*args, **kwargs)
    return wrapper


@app.get("/login")
def login_form():
    return LOGIN_PAGE


@app.post("/login")
def login():
    email = request.form.get("email", "").lower()
    account = ACCOUNTS.get(email)
    if account is None or not check_password_hash(account["pw_hash"], request.form.get("password", "")):
        abort(401)
    session["member"] = email
    return redirect_back()


@app.get("/logout")
def logout():
    session.pop("member", None)
    return redirect(request.args.get("next") or url_for("login_form"))


@app.get("/shows/<show>/seats")
@login_required
def seat_map(show):
    if show not in SHOWS:
        abort(404)
    return {"show": SHOWS[show], "member": session["member"], "free_rows": ["D", "E", "K"]}


@app.get("/")
@login_required
def home():
    return redirect(url_for("seat_map", show="nebula"))


if __name__ == "__main__":
    app.run(port=8075)
