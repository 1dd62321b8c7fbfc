# A allsky snapshot program of the h60 set (cwe-918-ssrf).
"""Observatory visitor centre: relays the latest frame from one of the
dome's all-sky cameras so the public planetarium screen never talks to
the camera network directly."""
import asyncio
from typing import Optional

import aiohttp
from aiohttp import web

CAMERA_DOMAIN = "cams.kestrel-ridge-observatory.org"
DEFAULT_CAMERA = "allsky-1"
FETCH_TIMEOUT = aiohttp.ClientTimeout(total=8)


def camera_name(raw: Optional[str]) -> Optional[str]:
    name = (raw or DEFAULT_CAMERA).strip().lower()
    return name if name.startswith("allsky-") else None


def snapshot_url(camera: str) -> str:
    return f"https://{camera}.{CAMERA_DOMAIN}/snapshot.jpg"


async def fetch_frame(session: aiohttp.ClientSession, url: str) -> bytes:
    async with session.get(url, allow_redirects=False) as resp:
        if resp.status != 200:
            raise web.HTTPBadGateway(text=f"camera answered {resp.status}")
        return await resp.read()


async def snapshot(request: web.Request) -> web.Response:
    camera = camera_name(request.query.get("camera"))
    if camera is None:
        raise web.HTTPBadRequest(text="unknown camera")
    session: aiohttp.ClientSession = request.app["http"]
    try:
        body = await fetch_frame(session, snapshot_url(camera))
    except (aiohttp.ClientError, asyncio.TimeoutError):
        raise web.HTTPGatewayTimeout(text="camera did not answer in time")
    return web.Response(
        body=body,
        content_type="image/jpeg",
        headers={"Cache-Control": "max-age=30"},
    )


async def http_client(app: web.Application):
    app["http"] = aiohttp.ClientSession(timeout=FETCH_TIMEOUT)
    yield
    await app["http"].close()


def build_app() -> web.Application:
    app = web.Application()
    app.cleanup_ctx.append(http_client)
    app.router.add_get("/screen/allsky", snapshot)
    return app


if __name__ == "__main__":
    web.run_app(build_app(), host="127.0.0.1", port=8085)
