# Auth blueprint: form login that sends the user back to the page they originally requested.
from urllib.parse import urlsplit

from flask import Blueprint, flash, redirect, render_template, request, session, url_for
from werkzeug.security import check_password_hash

from .db import find_user_by_email

auth_bp = Blueprint("auth", __name__)


def is_local_path(target):
    if not target or not target.startswith("/") or target.startswith("//") or "\\" in target:
        return False
    if any(ord(ch) < 32 for ch in target):
        return False
    parts = urlsplit(target)
    return not parts.scheme and not parts.netloc


@auth_bp.route("/login", methods=["GET", "POST"])
def login():
    next_url = request.values.get("next", "")
    if request.method == "GET":
        return render_template("login.html", next=next_url)
    user = find_user_by_email(request.form.get("email", ""))
    if user is None or not check_password_hash(user.password_hash, request.form.get("password", "")):
        flash("Invalid email or password")
        return render_template("login.html", next=next_url), 401
    session.clear()
    session["user_id"] = user.id
    if is_local_path(next_url):
        return redirect(next_url)
    return redirect(url_for("dashboard.index"))
