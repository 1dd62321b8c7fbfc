# Pyramid views that issue and redeem password-reset links with a one-time token.
import secrets
import string
from datetime import datetime, timedelta, timezone

from pyramid.httpexceptions import HTTPNotFound
from pyramid.view import view_config

TOKEN_ALPHABET = string.ascii_letters + string.digits
RESET_TOKENS = {}
OUTBOX = []


def new_reset_token(length=32):
    return "".join(secrets.choice(TOKEN_ALPHABET) for _ in range(length))


@view_config(route_name="reset_request", request_method="POST", renderer="json")
def request_reset(request):
    email = str(request.json_body.get("email", "")).strip().lower()
    token = new_reset_token()
    RESET_TOKENS[token] = (email, datetime.now(timezone.utc) + timedelta(hours=1))
    OUTBOX.append((email, request.route_url("reset_confirm", token=token)))
    return {"status": "sent"}


@view_config(route_name="reset_confirm", request_method="POST", renderer="json")
def confirm_reset(request):
    entry = RESET_TOKENS.pop(request.matchdict["token"], None)
    if entry is None or entry[1] < datetime.now(timezone.utc):
        raise HTTPNotFound()
    return {"email": entry[0], "status": "password updated"}
