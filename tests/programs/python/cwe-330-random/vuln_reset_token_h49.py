# Flask routes that issue and redeem password-reset links for the customer portal.
import random
import string
from datetime import datetime, timedelta, timezone

from flask import Flask, jsonify, request, url_for

from .mailer import enqueue_mail
from .models import PasswordReset, User, db

app = Flask(__name__)

TOKEN_ALPHABET = string.ascii_letters + string.digits
TOKEN_LENGTH = 40
TOKEN_TTL = timedelta(minutes=30)


def new_reset_token() -> str:
    return "".join(random.choices(TOKEN_ALPHABET, k=TOKEN_LENGTH))


@app.post("/password/forgot")
def forgot_password():
    email = (request.form.get("email") or "").strip().lower()
    user = User.query.filter_by(email=email).first()
    if user is not None:
        token = new_reset_token()
        expires = datetime.now(timezone.utc) + TOKEN_TTL
        db.session.add(PasswordReset(user_id=user.id, token=token, expires_at=expires))
        db.session.commit()
        link = url_for("reset_password", token=token, _external=True, _scheme="https")
        enqueue_mail(user.email, "Reset your password", f"Use this link within 30 minutes: {link}")
    return jsonify(status="if the address exists, a link was sent")


@app.post("/password/reset/<token>")
def reset_password(token: str):
    reset = PasswordReset.query.filter_by(token=token, used=False).first()
    if reset is None or reset.expires_at < datetime.now(timezone.utc):
        return jsonify(error="link expired or invalid"), 400
    new_password = request.form.get("password", "")
    if len(new_password) < 12:
        return jsonify(error="password too short"), 400
    reset.user.set_password(new_password)
    reset.used = True
    db.session.commit()
    return jsonify(status="password updated")
