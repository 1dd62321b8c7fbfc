# A dealer portal program of the h70 set (cwe-347-jwt).
from __future__ import annotations

from pathlib import Path
from typing import Any, Awaitable, Callable

import jwt
from aiohttp import web

KEY_DIR = Path("/etc/macrae-pipes/dealer-keys")
AUDIENCE = "dealer-portal"
PUBLIC_PATHS = {"/health"}

Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]


def load_keys(folder: Path) -> dict[str, str]:
    return {p.stem: p.read_text() for p in folder.glob("*.pem")}


def decode_claims(token: str, keys: dict[str, str]) -> dict[str, Any]:
    header = jwt.get_unverified_header(token)
    match header:
        case {"kid": str(kid), "alg": "RS256"} if kid in keys:
            return jwt.decode(token, keys[kid], algorithms=["RS256"], audience=AUDIENCE)
        case {"kid": str(kid)}:
            raise jwt.InvalidTokenError(f"unknown key id {kid}")
        case _:
            # tokens minted before key rotation carry no kid; dealers must log in again
            raise jwt.InvalidTokenError("token has no key id")


@web.middleware
async def dealer_auth(request: web.Request, handler: Handler) -> web.StreamResponse:
    if request.path in PUBLIC_PATHS:
        return await handler(request)
    scheme, _, token = request.headers.get("Authorization", "").partition(" ")
    if scheme.lower() != "bearer" or not token:
        raise web.HTTPUnauthorized(text="missing bearer token")
    try:
        claims = decode_claims(token, request.app["keys"])
    except jwt.PyJWTError as exc:
        raise web.HTTPUnauthorized(text=f"invalid token: {exc}")
    request["dealer"] = {k: claims.get(k) for k in ("sub", "shop", "tier")}
    return await handler(request)


ORDERS = {
    "D-1021": [{"order": "MP-5531", "item": "Highland pipes, blackwood, nickel mounts", "status": "reeding"}],
    "D-1044": [{"order": "MP-5540", "item": "Practice chanter x12", "status": "dispatched"}],
}
PRICE_TIERS = {"standard": 1.0, "gold": 0.9, "distributor": 0.8}


async def my_orders(request: web.Request) -> web.Response:
    dealer = request["dealer"]
    return web.json_response({"dealer": dealer["sub"], "orders": ORDERS.get(dealer["sub"], [])})


async def price_list(request: web.Request) -> web.Response:
    factor = PRICE_TIERS.get(request["dealer"]["tier"] or "standard", 1.0)
    base = {"highland-set": 2450.0, "practice-chanter": 95.0, "reed-pack": 42.0}
    return web.json_response({sku: round(p * factor, 2) for sku, p in base.items()})


async def health(_: web.Request) -> web.Response:
    return web.json_response({"ok": True})


def make_app() -> web.Application:
    app = web.Application(middlewares=[dealer_auth])
    app["keys"] = load_keys(KEY_DIR)
    app.router.add_get("/health", health)
    app.router.add_get("/orders", my_orders)
    app.router.add_get("/prices", price_list)
    return app


if __name__ == "__main__":
    web.run_app(make_app(), port=8070)
