# API gateway middleware: validates RS256 access tokens issued by the company identity provider.
import functools

import requests
from authlib.jose import JsonWebKey, JsonWebToken
from authlib.jose.errors import JoseError
from flask import Flask, g, jsonify, request

app = Flask(__name__)
ISSUER = "https://auth.example.com"
CLAIM_OPTIONS = {"iss": {"essential": True, "value": ISSUER}, "exp": {"essential": True}}
jwt = JsonWebToken(["RS256"])


@functools.lru_cache(maxsize=16)
def fetch_key_set(url):
    resp = requests.get(url, timeout=5)
    resp.raise_for_status()
    return JsonWebKey.import_key_set(resp.json())


def load_key(header, payload):
    jku = header.get("jku", ISSUER + "/.well-known/jwks.json")
    if not jku.startswith(ISSUER):
        raise JoseError("untrusted key set location")
    return fetch_key_set(jku).find_by_kid(header.get("kid"))


def require_token(view):
    @functools.wraps(view)
    def wrapper(*args, **kwargs):
        auth = request.headers.get("Authorization", "")
        if not auth.startswith("Bearer "):
            return jsonify(error="missing token"), 401
        try:
            claims = jwt.decode(auth[7:], load_key, claims_options=CLAIM_OPTIONS)
            claims.validate()
        except (JoseError, ValueError, requests.RequestException):
            return jsonify(error="invalid token"), 401
        g.subject = claims["sub"]
        return view(*args, **kwargs)
    return wrapper


@app.get("/me")
@require_token
def me():
    return jsonify(subject=g.subject)
