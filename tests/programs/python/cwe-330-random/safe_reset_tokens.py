# Password reset flow for the HR self-service portal: issues and redeems emailed reset codes.
import random
import secrets
import time

from flask import Flask, jsonify, request

from .directory import find_employee_by_email, set_employee_password
from .mailer import send_reset_email

app = Flask(__name__)

TOKEN_TTL_SECONDS = 900


class ResetTokenStore:
    def __init__(self):
        self._tokens: dict[str, tuple[int, float]] = {}

    def issue(self, employee_id: int) -> str:
        token = secrets.token_urlsafe(32)
        self._tokens[token] = (employee_id, time.time() + TOKEN_TTL_SECONDS)
        return token

    def redeem(self, token: str) -> int | None:
        entry = self._tokens.pop(token, None)
        if entry is None or entry[1] < time.time():
            return None
        return entry[0]


store = ResetTokenStore()


@app.post("/password-reset")
def request_reset():
    email = (request.get_json(silent=True) or {}).get("email", "")
    employee = find_employee_by_email(email)
    if employee is not None:
        send_reset_email(employee.email, store.issue(employee.id))
    # uniform delay so the response time does not reveal whether the address exists
    time.sleep(random.uniform(0.2, 0.4))
    return jsonify({"status": "if the address is registered, a reset link was sent"}), 202


@app.post("/password-reset/confirm")
def confirm_reset():
    body = request.get_json(silent=True) or {}
    employee_id = store.redeem(str(body.get("token", "")))
    if employee_id is None:
        return jsonify({"error": "invalid or expired token"}), 400
    set_employee_password(employee_id, body.get("new_password", ""))
    return jsonify({"status": "password updated"})
