# Falcon middleware and resource that authenticate courier drivers by bearer token and list their assigned drops.
import os

import falcon
import jwt

SIGNING_KEY = os.environ["COURIER_JWT_KEY"]
DECODE_OPTIONS = {"require": ["exp", "sub", "role"]}


def claims_from_header(auth_header: str) -> dict:
    if not auth_header or not auth_header.startswith("Bearer "):
        raise falcon.HTTPUnauthorized(title="missing bearer token")
    token = auth_header[len("Bearer "):].strip()
    try:
        return jwt.decode(token, SIGNING_KEY, algorithms=["HS256"], options=DECODE_OPTIONS)
    except jwt.InvalidTokenError as exc:
        raise falcon.HTTPUnauthorized(title="invalid token", description=str(exc))


class DriverAuthMiddleware:
    def process_request(self, req, resp):
        if req.path.startswith("/health"):
            return
        claims = claims_from_header(req.get_header("Authorization"))
        if claims.get("role") != "driver":
            raise falcon.HTTPForbidden(title="drivers only")
        req.context.driver_id = claims["sub"]


class DropsResource:
    def __init__(self, repo):
        self.repo = repo

    def on_get(self, req, resp):
        drops = self.repo.drops_for_driver(req.context.driver_id)
        resp.media = [
            {"drop": d.id, "address": d.address, "window": d.window, "parcels": d.parcel_count}
            for d in drops
        ]


def create_app(repo) -> falcon.App:
    app = falcon.App(middleware=[DriverAuthMiddleware()])
    app.add_route("/drops", DropsResource(repo))
    return app
