# music resume state (h58 set)
"""Resume-playback support for a music streaming API.

Mobile clients keep an opaque player snapshot and send it back in the
``X-Player-State`` header so playback resumes on another device at the
same track and position.
"""
import base64
import binascii
import json
import time

from starlette.applications import Starlette
from starlette.middleware import Middleware
from starlette.middleware.base import BaseHTTPMiddleware
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import Route

STATE_HEADER = "X-Player-State"
FIELDS = ("track_id", "position_ms", "queue", "shuffle")


def encode_state(state: dict) -> str:
    return base64.b64encode(json.dumps(state).encode("utf-8")).decode("ascii")


def decode_state(raw: str | None) -> dict:
    if not raw:
        return {}
    try:
        state = json.loads(base64.b64decode(raw, validate=True))
    except (binascii.Error, ValueError):
        return {}
    return state if isinstance(state, dict) else {}


def trimmed(state: dict) -> dict:
    return {key: state[key] for key in FIELDS if key in state}


class PlayerStateMiddleware(BaseHTTPMiddleware):
    async def dispatch(self, request: Request, call_next):
        request.state.player = trimmed(decode_state(request.headers.get(STATE_HEADER)))
        return await call_next(request)


async def resume(request: Request):
    player = request.state.player
    if "track_id" not in player:
        return JSONResponse({"resume": None})
    return JSONResponse({
        "resume": {
            "track_id": str(player["track_id"]),
            "position_ms": int(player.get("position_ms", 0)),
            "up_next": [str(t) for t in player.get("queue", [])][:50],
            "shuffle": bool(player.get("shuffle", False)),
        }
    })


async def snapshot(request: Request):
    body = await request.json()
    state = {
        "track_id": str(body["track_id"]),
        "position_ms": max(0, int(body.get("position_ms", 0))),
        "queue": [str(t) for t in body.get("queue", [])][:50],
        "shuffle": bool(body.get("shuffle", False)),
        "saved_at": int(time.time()),
    }
    return JSONResponse({"ok": True}, headers={STATE_HEADER: encode_state(state)})


app = Starlette(
    routes=[
        Route("/v1/me/player/resume", resume, methods=["GET"]),
        Route("/v1/me/player/snapshot", snapshot, methods=["PUT"]),
    ],
    middleware=[Middleware(PlayerStateMiddleware)],
)
