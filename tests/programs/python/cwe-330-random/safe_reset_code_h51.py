# Quart routes that issue and redeem one-time password reset codes for the payroll self-service portal.
import hashlib
import secrets
import string
import time

from quart import Quart, jsonify, request

from payroll.mail import send_reset_mail
from payroll.store import find_employee_by_email, reset_codes, set_password

app = Quart(__name__)
CODE_LENGTH = 8
CODE_TTL = 15 * 60


def new_reset_code() -> str:
    alphabet = string.ascii_uppercase + string.digits
    return "".join(secrets.choice(alphabet) for _ in range(CODE_LENGTH))


def fingerprint(code: str) -> str:
    return hashlib.sha256(code.encode()).hexdigest()


@app.post("/password/forgot")
async def forgot_password():
    form = await request.get_json()
    employee = await find_employee_by_email(form.get("email", ""))
    if employee is not None:
        code = new_reset_code()
        await reset_codes.put(employee.id, fingerprint(code), time.time() + CODE_TTL)
        await send_reset_mail(employee.email, code)
    return jsonify({"status": "if the address exists, a code was sent"})


@app.post("/password/reset")
async def reset_password():
    form = await request.get_json()
    entry = await reset_codes.pop_by_fingerprint(fingerprint(form.get("code", "").upper()))
    if entry is None or entry.expires_at < time.time():
        return jsonify({"error": "invalid or expired code"}), 400
    await set_password(entry.employee_id, form["new_password"])
    return jsonify({"status": "password updated"})
