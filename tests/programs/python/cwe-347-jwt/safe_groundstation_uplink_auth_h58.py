# groundstation uplink auth (h58 set)
"""Authorises uplink command requests at a satellite ground station.

Mission operators obtain a token from the operations identity provider;
the uplink gateway checks the token and the operator's roles before a
command is queued for the next pass.
"""
import asyncio
import os
from functools import wraps
from pathlib import Path

import jwt
from aiohttp import web

ISSUER_PUBLIC_KEY = Path(os.environ["OPS_JWT_PUBLIC_KEY_FILE"]).read_text()
AUDIENCE = os.environ.get("OPS_JWT_AUDIENCE", "uplink-gateway")
ISSUER = os.environ.get("OPS_JWT_ISSUER", "https://idp.ops.groundstation.internal")


def claims_from(token: str) -> dict:
    return jwt.decode(
        token,
        ISSUER_PUBLIC_KEY,
        algorithms=["RS256"],
        audience=AUDIENCE,
        issuer=ISSUER,
        options={"require": ["exp", "sub", "aud", "iss"]},
    )


@web.middleware
async def bearer_auth(request: web.Request, handler):
    scheme, _, token = request.headers.get("Authorization", "").partition(" ")
    if scheme.lower() != "bearer" or not token:
        raise web.HTTPUnauthorized(text="bearer token required")
    try:
        request["operator"] = claims_from(token)
    except jwt.PyJWTError:
        raise web.HTTPUnauthorized(text="token rejected")
    return await handler(request)


def requires_role(role: str):
    def decorate(handler):
        @wraps(handler)
        async def wrapper(request: web.Request):
            if role not in request["operator"].get("roles", []):
                raise web.HTTPForbidden(text=f"{role} role required")
            return await handler(request)

        return wrapper

    return decorate


@requires_role("uplink:command")
async def queue_command(request: web.Request) -> web.Response:
    body = await request.json()
    command = {
        "spacecraft": str(body["spacecraft"]),
        "opcode": str(body["opcode"]),
        "args": [str(a) for a in body.get("args", [])],
        "operator": request["operator"]["sub"],
    }
    await request.app["commands"].put(command)
    return web.json_response({"queued": True, "position": request.app["commands"].qsize()})


@requires_role("uplink:view")
async def pending(request: web.Request) -> web.Response:
    return web.json_response({"pending": request.app["commands"].qsize()})


async def command_queue(app: web.Application):
    app["commands"] = asyncio.Queue(maxsize=256)
    yield


def build_app() -> web.Application:
    app = web.Application(middlewares=[bearer_auth])
    app.cleanup_ctx.append(command_queue)
    app.router.add_post("/uplink/commands", queue_command)
    app.router.add_get("/uplink/commands", pending)
    return app
