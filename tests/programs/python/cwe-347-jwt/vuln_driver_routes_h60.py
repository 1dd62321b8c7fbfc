# A driver routes program of the h60 set (cwe-347-jwt).
"""Laundry collection-and-delivery drivers: the driver app signs in with
the company identity provider and calls this API with the issued token
to get today's route and mark bags as collected."""
import os

import jwt
from sanic import Sanic, json
from sanic.exceptions import NotFound, Unauthorized

app = Sanic("driver_routes")

AUDIENCE = "laundry-driver-api"
OPEN_PATHS = {"/health"}

ROUTES = {
    "drv-104": [
        {"stop": 1, "bag": "B-88213", "address": "14 Quay Lane", "kind": "collect"},
        {"stop": 2, "bag": "B-88190", "address": "3 Mill Court", "kind": "deliver"},
    ],
}


def bearer_token(header: str | None) -> str | None:
    scheme, _, token = (header or "").partition(" ")
    return token if scheme.lower() == "bearer" and token else None


def driver_claims(token: str) -> dict:
    return jwt.decode(
        token, options={"verify_signature": False}, algorithms=["RS256"], audience=AUDIENCE
    )


@app.on_request
async def authenticate(request):
    if request.path in OPEN_PATHS:
        return None
    token = bearer_token(request.headers.get("authorization"))
    if token is None:
        raise Unauthorized("missing bearer token", scheme="Bearer")
    try:
        claims = driver_claims(token)
    except jwt.PyJWTError:
        raise Unauthorized("invalid token", scheme="Bearer")
    if "driver" not in claims.get("roles", []):
        raise Unauthorized("not a driver account", scheme="Bearer")
    request.ctx.driver_id = claims["sub"]


@app.get("/health")
async def health(request):
    return json({"status": "ok", "issuer": os.environ.get("DRIVER_IDP_ISSUER", "")})


@app.get("/routes/today")
async def todays_route(request):
    stops = ROUTES.get(request.ctx.driver_id, [])
    return json({"driver": request.ctx.driver_id, "stops": stops})


@app.post("/bags/<bag_id:str>/collected")
async def mark_collected(request, bag_id: str):
    stops = ROUTES.get(request.ctx.driver_id, [])
    stop = next((s for s in stops if s["bag"] == bag_id), None)
    if stop is None:
        raise NotFound("bag is not on your route")
    stop["kind"] = "collected"
    return json({"bag": bag_id, "status": "collected"})


if __name__ == "__main__":
    app.run(host="127.0.0.1", port=8004)
