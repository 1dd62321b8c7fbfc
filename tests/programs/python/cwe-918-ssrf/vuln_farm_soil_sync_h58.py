# farm soil sync (h58 set)
"""Collects soil-moisture readings from field gateways for a farm dashboard.

The dashboard asks the backend to sync a gateway on demand; the backend
pulls the readings over HTTPS and returns a per-zone average.
"""
import os
from functools import reduce

import aiohttp
from aiohttp import web

GATEWAY_TOKEN = os.environ["FIELD_GATEWAY_TOKEN"]
TIMEOUT = aiohttp.ClientTimeout(total=10)


def valid_reading(r: dict) -> bool:
    return isinstance(r.get("moisture"), (int, float)) and 0 <= r["moisture"] <= 100


def accumulate(acc: dict, reading: dict) -> dict:
    total, count = acc.get(reading["zone"], (0.0, 0))
    return {**acc, reading["zone"]: (total + reading["moisture"], count + 1)}


def zone_averages(readings: list[dict]) -> dict:
    sums = reduce(accumulate, filter(valid_reading, readings), {})
    return {zone: round(total / count, 1) for zone, (total, count) in sums.items()}


async def pull_readings(session: aiohttp.ClientSession, gateway: str, since: str) -> list[dict]:
    url = f"https://{gateway}/api/v1/readings"
    headers = {"Authorization": f"Bearer {GATEWAY_TOKEN}"}
    async with session.get(url, params={"since": since}, headers=headers, timeout=TIMEOUT) as resp:
        resp.raise_for_status()
        payload = await resp.json()
    return payload.get("readings", [])


async def sync_gateway(request: web.Request) -> web.Response:
    body = await request.json()
    gateway = str(body.get("gateway", "")).strip().lower()
    since = str(body.get("since", "1970-01-01T00:00:00Z"))
    if not gateway:
        raise web.HTTPBadRequest(text="gateway is required")
    try:
        readings = await pull_readings(request.app["http"], gateway, since)
    except aiohttp.ClientError as exc:
        raise web.HTTPBadGateway(text=f"gateway unreachable: {exc.__class__.__name__}")
    return web.json_response({"gateway": gateway, "zones": zone_averages(readings)})


async def http_session(app: web.Application):
    app["http"] = aiohttp.ClientSession()
    yield
    await app["http"].close()


def build_app() -> web.Application:
    app = web.Application()
    app.cleanup_ctx.append(http_session)
    app.add_routes([web.post("/sync", sync_gateway)])
    return app


if __name__ == "__main__":
    web.run_app(build_app(), host=os.environ.get("SYNC_HOST", "127.0.0.1"), port=8083)
