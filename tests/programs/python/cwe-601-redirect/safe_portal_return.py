# Quart login flow for the clinic patient portal that sends the user back to the page they came from.
import os
from urllib.parse import urlsplit

from quart import Quart, redirect, render_template, request, session

from portal.auth import check_credentials

app = Quart(__name__)
app.secret_key = os.environ["PORTAL_SECRET_KEY"]
PORTAL_HOST = "portal.northfieldclinic.org"
DEFAULT_TARGET = "/appointments"


def return_target(raw):
    if not raw or "\\" in raw or any(ord(c) < 32 for c in raw):
        return DEFAULT_TARGET
    parts = urlsplit(raw)
    if not parts.scheme and not parts.netloc and raw.startswith("/") and not raw.startswith("//"):
        return raw
    if parts.scheme == "https" and parts.hostname == PORTAL_HOST and parts.port is None:
        return raw
    return DEFAULT_TARGET


@app.get("/login")
async def login_form():
    return await render_template("login.html", next=request.args.get("next", ""))


@app.post("/login")
async def login_submit():
    form = await request.form
    patient = await check_credentials(form.get("username", ""), form.get("password", ""))
    if patient is None:
        return await render_template("login.html", next=form.get("next", ""), error=True), 401
    session.clear()
    session["patient_id"] = patient.id
    target = return_target(form.get("next"))
    return redirect(target)


@app.get("/logout")
async def logout():
    session.clear()
    return redirect(return_target(request.args.get("next")))
