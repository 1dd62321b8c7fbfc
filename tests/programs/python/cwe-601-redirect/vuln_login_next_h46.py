# Quart login view that signs a user in and sends them back to the page they came from.
import os

from quart import Quart, redirect, render_template, request, session, url_for

from accounts.service import verify_credentials

app = Quart(__name__)
app.secret_key = os.environ["SESSION_SECRET"]
app.config.update(SESSION_COOKIE_SECURE=True, SESSION_COOKIE_HTTPONLY=True, SESSION_COOKIE_SAMESITE="Lax")


def is_local_target(target: str) -> bool:
    return bool(target) and target.startswith("/")


def next_target(args, form) -> str:
    target = form.get("next") or args.get("next") or ""
    if not is_local_target(target):
        return url_for("dashboard")
    return target


@app.route("/login", methods=["GET", "POST"])
async def login():
    if request.method == "GET":
        return await render_template("login.html", next=request.args.get("next", ""))
    form = await request.form
    user = await verify_credentials(form.get("username", ""), form.get("password", ""))
    if user is None:
        return await render_template("login.html", error="Invalid credentials"), 401
    session.clear()
    session["user_id"] = user.id
    return redirect(next_target(request.args, form))


@app.get("/dashboard")
async def dashboard():
    if "user_id" not in session:
        return redirect(url_for("login"))
    return await render_template("dashboard.html")
