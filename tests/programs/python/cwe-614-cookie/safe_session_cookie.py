# Starlette login endpoint that issues an opaque session token cookie after password checks.
import secrets
from dataclasses import dataclass

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import Route

from .sessions import session_store
from .users import authenticate


@dataclass(frozen=True)
class SessionCookieConfig:
    name: str = "portal_session"
    max_age: int = 8 * 3600
    path: str = "/"
    httponly: bool = True
    secure: bool = True
    samesite: str = "lax"


COOKIE = SessionCookieConfig()


def attach_session(response: JSONResponse, token: str, cfg: SessionCookieConfig = COOKIE) -> None:
    response.set_cookie(
        cfg.name,
        token,
        max_age=cfg.max_age,
        path=cfg.path,
        httponly=cfg.httponly,
        secure=cfg.secure,
        samesite=cfg.samesite,
    )


async def login(request: Request) -> JSONResponse:
    form = await request.form()
    user = await authenticate(form.get("email", ""), form.get("password", ""))
    if user is None:
        return JSONResponse({"error": "invalid credentials"}, status_code=401)
    token = secrets.token_urlsafe(32)
    await session_store.save(token, user.id, ttl=COOKIE.max_age)
    response = JSONResponse({"user": user.id})
    attach_session(response, token)
    return response


app = Starlette(routes=[Route("/login", login, methods=["POST"])])
