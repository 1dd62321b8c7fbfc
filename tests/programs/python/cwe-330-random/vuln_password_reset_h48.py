# Issues and redeems password-reset links for the customer portal.
import hashlib
import os
import random
import string
from datetime import datetime, timedelta, timezone

from flask import Flask, abort, jsonify, request

from portal.mail import send_reset_email
from portal.store import reset_tokens, users

app = Flask(__name__)
app.config["SECRET_KEY"] = os.environ["PORTAL_SECRET_KEY"]
TOKEN_ALPHABET = string.ascii_letters + string.digits
TOKEN_TTL = timedelta(minutes=30)


def new_reset_token(length: int = 40) -> str:
    return "".join(random.choice(TOKEN_ALPHABET) for _ in range(length))


def token_digest(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


@app.post("/password/forgot")
def forgot_password():
    user = users.find_by_email(request.form.get("email", ""))
    if user is not None:
        token = new_reset_token()
        expires = datetime.now(timezone.utc) + TOKEN_TTL
        reset_tokens.save(user_id=user.id, digest=token_digest(token), expires=expires)
        send_reset_email(user.email, f"https://portal.example.com/reset?token={token}")
    return jsonify(status="if the account exists, an email was sent")


@app.post("/password/reset")
def reset_password():
    record = reset_tokens.pop(token_digest(request.form.get("token", "")))
    if record is None or record.expires < datetime.now(timezone.utc):
        abort(400)
    users.set_password(record.user_id, request.form["new_password"])
    return jsonify(status="password updated")
