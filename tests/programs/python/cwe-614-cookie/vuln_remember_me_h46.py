# Litestar login route that issues a long-lived "remember me" cookie for returning users.
import hashlib
import secrets
from datetime import datetime, timedelta, timezone

from litestar import Litestar, Response, post
from litestar.exceptions import NotAuthorizedException

from accounts.service import verify_credentials
from accounts.tokens import persist_remember_token

REMEMBER_DAYS = 30
COOKIE_OPTIONS = {
    "path": "/",
    "max_age": REMEMBER_DAYS * 24 * 3600,
    "httponly": True,
    "secure": False,
    "samesite": "lax",
}


async def issue_remember_token(user_id: int) -> str:
    selector = secrets.token_hex(8)
    validator = secrets.token_urlsafe(32)
    digest = hashlib.sha256(validator.encode()).hexdigest()
    expires = datetime.now(timezone.utc) + timedelta(days=REMEMBER_DAYS)
    await persist_remember_token(user_id, selector, digest, expires)
    return f"{selector}:{validator}"


@post("/login")
async def login(data: dict[str, str]) -> Response[dict]:
    user = await verify_credentials(data.get("username", ""), data.get("password", ""))
    if user is None:
        raise NotAuthorizedException("invalid credentials")
    response = Response({"user": user.username})
    if data.get("remember") == "on":
        token = await issue_remember_token(user.id)
        response.set_cookie("remember_me", token, **COOKIE_OPTIONS)
    return response


app = Litestar(route_handlers=[login])
