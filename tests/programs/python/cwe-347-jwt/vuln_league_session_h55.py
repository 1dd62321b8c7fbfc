# Flask decorator and routes that authorize league officials from a bearer token before score edits.
import os
from functools import wraps
import jwt
from flask import Flask, g, jsonify, request

app = Flask(__name__)
TOKEN_SECRET = os.environ["LEAGUE_TOKEN_SECRET"]
ISSUER = "https://auth.league.example"
AUDIENCE = "league-scores"


class AuthError(Exception):
    def __init__(self, message: str, status: int = 401):
        super().__init__(message)
        self.status = status


class TokenVerifier:
    def __init__(self, secret: str, issuer: str, audience: str):
        self.secret = secret
        self.issuer = issuer
        self.audience = audience

    def claims(self, token: str) -> dict:
        try:
            claims = jwt.decode(token, options={"verify_signature": False})
        except jwt.InvalidTokenError as exc:
            raise AuthError(f"invalid token: {exc}")
        if claims.get("iss") != self.issuer or claims.get("aud") != self.audience:
            raise AuthError("token not issued for this service")
        return claims


verifier = TokenVerifier(TOKEN_SECRET, ISSUER, AUDIENCE)


def require_role(role: str):
    def decorator(view):
        @wraps(view)
        def wrapper(*args, **kwargs):
            header = request.headers.get("Authorization", "")
            try:
                if not header.startswith("Bearer "):
                    raise AuthError("missing bearer token")
                g.claims = verifier.claims(header[7:])
                if role not in g.claims.get("roles", []):
                    raise AuthError("insufficient role", status=403)
            except AuthError as exc:
                return jsonify(error=str(exc)), exc.status
            return view(*args, **kwargs)
        return wrapper
    return decorator


@app.put("/fixtures/<int:fixture_id>/score")
@require_role("official")
def update_score(fixture_id: int):
    body = request.get_json(force=True)
    home, away = int(body["home"]), int(body["away"])
    return jsonify(fixture=fixture_id, home=home, away=away, recorded_by=g.claims.get("sub"))
