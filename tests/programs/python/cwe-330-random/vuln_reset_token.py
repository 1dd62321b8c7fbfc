# Quart handler that issues password-reset links and emails them to account owners.
import asyncio
import random
import string
import time

from quart import Quart, jsonify, request

from portal.mailer import send_reset_email
from portal.storage import find_user_by_email, store_reset_token

app = Quart(__name__)

TOKEN_ALPHABET = string.ascii_letters + string.digits
TOKEN_LENGTH = 40
TOKEN_TTL = 30 * 60


def new_reset_token() -> str:
    return "".join(random.choices(TOKEN_ALPHABET, k=TOKEN_LENGTH))


async def deliver_later(email: str, link: str):
    # spread outgoing mail a little so bursts do not hit the relay at once
    await asyncio.sleep(random.uniform(0.0, 2.0))
    await send_reset_email(email, link)


@app.post("/password/forgot")
async def forgot_password():
    form = await request.get_json(silent=True) or {}
    email = str(form.get("email", "")).strip().lower()
    user = await find_user_by_email(email)
    if user is not None:
        token = new_reset_token()
        await store_reset_token(user.id, token, expires_at=time.time() + TOKEN_TTL)
        link = f"https://portal.example.com/password/reset?token={token}"
        app.add_background_task(deliver_later, email, link)
    return jsonify({"status": "If the address is registered, a reset link has been sent."})
