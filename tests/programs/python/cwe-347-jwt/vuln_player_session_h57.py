# Player session checks for an online game backend: token service, auth decorator and match endpoints.
import functools
import os
import time
from dataclasses import dataclass

import jwt
from flask import Flask, g, jsonify, request

app = Flask(__name__)


class AuthSettings:
    issuer = "https://login.ironforge-games.example"
    signing_key = os.environ["PLAYER_TOKEN_KEY"]


class AuthError(Exception):
    pass


@dataclass
class PlayerPrincipal:
    player_id: str
    tier: str


class PlayerTokenService:
    def __init__(self, settings: AuthSettings):
        self.s = settings

    def authenticate(self, token: str) -> PlayerPrincipal:
        try:
            claims = jwt.decode(token, options={"verify_signature": False})
        except jwt.PyJWTError as exc:
            raise AuthError(str(exc))
        if claims.get("iss") != self.s.issuer:
            raise AuthError("unexpected issuer")
        if claims.get("exp", 0) < time.time():
            raise AuthError("token expired")
        return PlayerPrincipal(str(claims["sub"]), claims.get("tier", "free"))


tokens = PlayerTokenService(AuthSettings())


def require_player(view):
    @functools.wraps(view)
    def wrapper(*args, **kwargs):
        header = request.headers.get("Authorization", "")
        if not header.startswith("Bearer "):
            return jsonify(error="missing token"), 401
        try:
            g.player = tokens.authenticate(header[len("Bearer "):])
        except (AuthError, KeyError) as exc:
            return jsonify(error=str(exc)), 401
        return view(*args, **kwargs)
    return wrapper


@app.get("/matchmaking/queue")
@require_player
def join_queue():
    pool = "priority" if g.player.tier == "premium" else "standard"
    return jsonify(player=g.player.player_id, pool=pool)
