# Flask login flow for a public library's patron portal that returns users to the page they came from
import os
from urllib.parse import urlsplit

from flask import Flask, redirect, render_template_string, request, session, url_for
from flask_wtf.csrf import CSRFProtect
from werkzeug.security import check_password_hash

from library_portal.patrons import find_patron

app = Flask(__name__)
app.config.update(
    SECRET_KEY=os.environ["PORTAL_SECRET_KEY"],
    SESSION_COOKIE_SECURE=True,
    SESSION_COOKIE_HTTPONLY=True,
    SESSION_COOKIE_SAMESITE="Lax",
)
CSRFProtect(app)

LOGIN_FORM = """<form method="post"><input type="hidden" name="csrf_token" value="{{ csrf_token() }}">
<input type="hidden" name="next" value="{{ next }}"><p>{{ error }}</p>
<input name="card_number"><input name="pin" type="password"><button>Sign in</button></form>"""


def is_local(target):
    parts = urlsplit(target)
    if parts.scheme or parts.netloc or "\\" in target:
        return False
    return target.startswith("/") and not target.startswith("//")


def destination(raw):
    target = raw or url_for("account")
    return target if is_local(target) else url_for("account")


def authenticate(card_number, pin):
    patron = find_patron(card_number.strip())
    return patron if patron and check_password_hash(patron.pin_hash, pin) else None


@app.route("/login", methods=["GET", "POST"])
def login():
    next_url = request.values.get("next", "")
    if request.method == "GET":
        return render_template_string(LOGIN_FORM, next=next_url, error="")
    patron = authenticate(request.form.get("card_number", ""), request.form.get("pin", ""))
    if patron is None:
        return render_template_string(LOGIN_FORM, next=next_url, error="Card number or PIN not recognised"), 401
    session.clear()
    session["patron_id"] = patron.id
    return redirect(destination(next_url))


@app.get("/account")
def account():
    if "patron_id" not in session:
        return redirect(url_for("login"))
    return {"patron": session["patron_id"]}
