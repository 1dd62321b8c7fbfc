# Starlette middleware that authenticates API calls using RS256 bearer tokens from the identity service.
import os
from pathlib import Path

import jwt
from starlette.middleware.base import BaseHTTPMiddleware
from starlette.requests import Request
from starlette.responses import JSONResponse

KEY_DIR = Path(os.environ.get("JWT_KEY_DIR", "/etc/api/jwks"))
PUBLIC_KEYS = {p.stem: p.read_text() for p in KEY_DIR.glob("*.pem")}
AUDIENCE = "inventory-api"
ISSUER = "https://id.example.com"
OPEN_PATHS = {"/healthz", "/readyz"}


def decode_token(token: str) -> dict:
    header = jwt.get_unverified_header(token)
    kid = header.get("kid", "primary")
    key = PUBLIC_KEYS.get(kid)
    if key is None:
        raise jwt.InvalidKeyError(f"unknown key id {kid!r}")
    return jwt.decode(
        token,
        key,
        algorithms=["RS256"],
        audience=AUDIENCE,
        issuer=ISSUER,
        options={"require": ["exp", "sub"]},
    )


class BearerAuthMiddleware(BaseHTTPMiddleware):
    async def dispatch(self, request: Request, call_next):
        if request.url.path in OPEN_PATHS:
            return await call_next(request)
        auth = request.headers.get("authorization", "")
        scheme, _, token = auth.partition(" ")
        if scheme.lower() != "bearer" or not token:
            return JSONResponse({"error": "missing bearer token"}, status_code=401)
        try:
            claims = decode_token(token)
        except jwt.PyJWTError:
            return JSONResponse({"error": "invalid token"}, status_code=401)
        request.state.subject = claims["sub"]
        request.state.scopes = set(claims.get("scope", "").split())
        return await call_next(request)
