# Starlette middleware that authenticates API requests carrying bearer tokens from the SSO service.
import os

import jwt
from starlette.applications import Starlette
from starlette.middleware import Middleware
from starlette.middleware.base import BaseHTTPMiddleware
from starlette.responses import JSONResponse
from starlette.routing import Route

ISSUER = "https://sso.example.com"
AUDIENCE = "reporting-api"
SIGNING_KEYS = {
    "2024-q3": os.environ["JWT_KEY_2024_Q3"],
    "2024-q4": os.environ["JWT_KEY_2024_Q4"],
}
PUBLIC_PATHS = {"/health"}


def extract_claims(token: str) -> dict:
    header = jwt.get_unverified_header(token)
    key = SIGNING_KEYS.get(header.get("kid"))
    if key is None:
        raise jwt.InvalidTokenError("unknown key id")
    return jwt.decode(
        token,
        key,
        algorithms=["HS256"],
        issuer=ISSUER,
        audience=AUDIENCE,
        options={"require": ["exp", "iss", "aud", "sub"]},
    )


class BearerAuthMiddleware(BaseHTTPMiddleware):
    async def dispatch(self, request, call_next):
        if request.url.path in PUBLIC_PATHS:
            return await call_next(request)
        auth = request.headers.get("authorization", "")
        if not auth.startswith("Bearer "):
            return JSONResponse({"detail": "missing bearer token"}, status_code=401)
        try:
            request.state.claims = extract_claims(auth[len("Bearer "):])
        except jwt.PyJWTError as exc:
            return JSONResponse({"detail": str(exc)}, status_code=401)
        return await call_next(request)


async def health(request):
    return JSONResponse({"ok": True})


async def whoami(request):
    claims = request.state.claims
    return JSONResponse({"sub": claims["sub"], "roles": claims.get("roles", [])})


app = Starlette(
    routes=[Route("/health", health), Route("/me", whoami)],
    middleware=[Middleware(BearerAuthMiddleware)],
)
