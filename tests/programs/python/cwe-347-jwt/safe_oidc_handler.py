# Tornado base handler authenticating requests with RS256 tokens from the identity provider.
import os

import jwt
import tornado.web
from jwt import PyJWKClient

ISSUER = os.environ.get("OIDC_ISSUER", "https://login.acme.com")
AUDIENCE = os.environ.get("OIDC_AUDIENCE", "orders-api")
JWKS_CLIENT = PyJWKClient(f"{ISSUER}/.well-known/jwks.json")


def signing_key_for(token):
    return JWKS_CLIENT.get_signing_key_from_jwt(token).key


class BaseHandler(tornado.web.RequestHandler):
    def get_current_user(self):
        auth = self.request.headers.get("Authorization", "")
        if not auth.startswith("Bearer "):
            return None
        token = auth[len("Bearer "):]
        try:
            key = signing_key_for(token)
            claims = jwt.decode(token, key, algorithms=["RS256"], audience=AUDIENCE, issuer=ISSUER)
        except jwt.PyJWTError:
            return None
        return claims.get("sub")


class OrdersHandler(BaseHandler):
    @tornado.web.authenticated
    def get(self):
        self.write({"user": self.current_user, "orders": []})


def make_app():
    return tornado.web.Application([(r"/orders", OrdersHandler)])
