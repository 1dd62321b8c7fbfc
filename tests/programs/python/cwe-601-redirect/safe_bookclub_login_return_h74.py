# A bookclub login return program of the h74 set (cwe-601-redirect).
import os
import secrets
import smtplib
import threading
import time
from email.message import EmailMessage
from urllib.parse import urlsplit

from flask import Flask, abort, redirect, render_template_string, request, session, url_for

app = Flask(__name__)
app.secret_key = os.environ["FLASK_SECRET_KEY"]

SMTP_HOST = os.environ.get("SMTP_HOST", "smtp.postmark-relay.net")
SITE = "https://members.chapterandverse-club.org"
LINK_TTL = 15 * 60

_pending: dict[str, dict] = {}
_pending_lock = threading.Lock()


def _local_path(target: str) -> str:
    parts = urlsplit(target)
    if parts.scheme or parts.netloc or not target.startswith("/") or target.startswith("//") or "\\" in target:
        return "/"
    return target


def _send_link(email: str, link: str) -> None:
    msg = EmailMessage()
    msg["Subject"] = "Your Chapter & Verse sign-in link"
    msg["From"] = "no-reply@chapterandverse-club.org"
    msg["To"] = email
    msg.set_content(f"Click to sign in (valid 15 minutes):\n{link}")
    with smtplib.SMTP(SMTP_HOST, 587, timeout=20) as smtp:
        smtp.starttls()
        smtp.login(os.environ["SMTP_USER"], os.environ["SMTP_PASSWORD"])
        smtp.send_message(msg)


@app.route("/signin", methods=["GET", "POST"])
def signin():
    if request.method == "GET":
        return render_template_string(
            '<form method="post"><input type="hidden" name="next" value="{{ nxt }}">'
            '<input name="email" type="email"><button>Email me a link</button></form>',
            nxt=request.args.get("next", "/"),
        )
    email = request.form.get("email", "").strip().lower()
    if "@" not in email:
        abort(400)
    requested = request.form.get("next", "/")
    token = secrets.token_urlsafe(24)
    with _pending_lock:
        _pending[token] = {
            "email": email,
            "next": requested,
            "return_to": _local_path(requested),
            "expires": time.time() + LINK_TTL,
        }
    link = SITE + url_for("finish", token=token)
    threading.Thread(target=_send_link, args=(email, link), daemon=True).start()
    return "Check your inbox for a sign-in link."


@app.get("/signin/finish/<token>")
def finish(token: str):
    with _pending_lock:
        entry = _pending.pop(token, None)
    if entry is None or entry["expires"] < time.time():
        return redirect(url_for("signin"))
    session.clear()
    session["member_email"] = entry["email"]
    return redirect(entry["return_to"])


@app.get("/")
def home():
    return f"Welcome back, {session.get('member_email', 'reader')}!"


if __name__ == "__main__":
    app.run(port=5010)
