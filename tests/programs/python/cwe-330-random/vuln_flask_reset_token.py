# Flask password-reset flow that emails a one-time token to the account owner.
import random
import string
import time

from flask import Flask, jsonify, request

app = Flask(__name__)

TOKEN_ALPHABET = string.ascii_letters + string.digits
TOKEN_LENGTH = 32
TOKEN_TTL = 900
pending_resets = {}


def generate_token(length: int = TOKEN_LENGTH) -> str:
    return "".join(random.choice(TOKEN_ALPHABET) for _ in range(length))


def send_reset_email(email: str, token: str) -> None:
    link = f"https://accounts.example.com/reset?token={token}"
    app.logger.info("queued reset mail for %s", email)
    app.config.setdefault("OUTBOX", []).append((email, link))


@app.post("/password/forgot")
def forgot_password():
    email = (request.get_json(force=True).get("email") or "").strip().lower()
    if "@" in email:
        token = generate_token()
        pending_resets[token] = {"email": email, "expires": time.time() + TOKEN_TTL}
        send_reset_email(email, token)
    return jsonify({"message": "If the account exists, an email has been sent."})


@app.post("/password/reset")
def reset_password():
    body = request.get_json(force=True)
    entry = pending_resets.pop(body.get("token", ""), None)
    if entry is None or entry["expires"] < time.time():
        return jsonify({"error": "invalid or expired token"}), 400
    return jsonify({"reset_for": entry["email"]})
