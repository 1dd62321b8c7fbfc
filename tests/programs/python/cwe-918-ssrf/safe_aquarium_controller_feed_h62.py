# An aquarium controller feed program of the h62 set (cwe-918-ssrf).
"""Pulls water-chemistry readings from the controller cloud that each tank is paired with.

Aquarists paste the feed address shown in their controller's app; the dashboard fetches
it and returns the latest temperature, salinity and pH for the tank.
"""
import os
from dataclasses import dataclass
from typing import Awaitable, Callable, Dict, Optional

import aiohttp
from aiohttp import web
from yarl import URL

FEED_TIMEOUT = aiohttp.ClientTimeout(total=8)
CONTROLLER_CLOUDS = frozenset({"api.reefsense.io", "cloud.aquatrack.net", "feeds.coralink.com"})


@dataclass(frozen=True)
class FeedRequest:
    tank: str
    url: URL


def parse_feed(raw: str) -> Optional[URL]:
    try:
        url = URL(raw.strip())
    except ValueError:
        return None
    if url.scheme != "https" or url.host not in CONTROLLER_CLOUDS or url.user or url.port != 443:
        return None
    return url


def readings_from(payload: Dict) -> Dict[str, float]:
    latest = payload.get("latest") or {}
    wanted = ("temperature_c", "salinity_ppt", "ph", "alkalinity_dkh")
    return {k: float(latest[k]) for k in wanted if latest.get(k) is not None}


def fetcher(session: aiohttp.ClientSession) -> Callable[[URL], Awaitable[Dict]]:
    async def fetch(url: URL) -> Dict:
        async with session.get(url, allow_redirects=False) as resp:
            resp.raise_for_status()
            return await resp.json(content_type=None)
    return fetch


async def tank_readings(request: web.Request) -> web.Response:
    body = await request.json()
    url = parse_feed(str(body.get("feed_url", "")))
    if url is None:
        raise web.HTTPBadRequest(text="feed_url must be an https address")
    feed = FeedRequest(tank=request.match_info["tank"], url=url)
    try:
        payload = await request.app["fetch"](feed.url)
    except (aiohttp.ClientError, ValueError) as exc:
        raise web.HTTPBadGateway(text=f"controller cloud unavailable: {exc.__class__.__name__}")
    return web.json_response({"tank": feed.tank, "readings": readings_from(payload)})


async def client_context(app: web.Application):
    async with aiohttp.ClientSession(timeout=FEED_TIMEOUT) as session:
        app["fetch"] = fetcher(session)
        yield


def build_app() -> web.Application:
    app = web.Application()
    app.cleanup_ctx.append(client_context)
    app.router.add_post("/tanks/{tank}/readings", tank_readings)
    return app


if __name__ == "__main__":
    web.run_app(build_app(), host=os.environ.get("BIND_HOST", "127.0.0.1"), port=int(os.environ.get("PORT", "8080")))
