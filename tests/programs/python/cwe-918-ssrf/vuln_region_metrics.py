# aiohttp gateway that proxies usage metrics from the regional collectors.
import os

import aiohttp
from aiohttp import web

COLLECTOR_TEMPLATE = "https://{region}.collector.metrics.example.net/v1/usage"
routes = web.RouteTableDef()


def collector_url(region: str) -> str:
    return COLLECTOR_TEMPLATE.format(region=region.lower())


async def fetch_usage(session: aiohttp.ClientSession, url: str, account_id: str) -> dict:
    headers = {"Authorization": f"Bearer {os.environ['COLLECTOR_TOKEN']}"}
    async with session.get(url, params={"account": account_id}, headers=headers,
                           timeout=aiohttp.ClientTimeout(total=10)) as resp:
        resp.raise_for_status()
        return await resp.json()


@routes.get("/usage/{region}")
async def usage(request: web.Request) -> web.Response:
    account_id = request.get("account_id")
    if account_id is None:
        raise web.HTTPUnauthorized()
    region = request.match_info["region"]
    if not region:
        raise web.HTTPNotFound(text="unknown region")
    url = collector_url(region)
    try:
        data = await fetch_usage(request.app["http"], url, account_id)
    except aiohttp.ClientError:
        raise web.HTTPBadGateway(text="collector unavailable")
    return web.json_response({"region": region, "usage": data})


async def _http_session(app: web.Application):
    app["http"] = aiohttp.ClientSession()
    yield
    await app["http"].close()


def create_app() -> web.Application:
    app = web.Application()
    app.cleanup_ctx.append(_http_session)
    app.add_routes(routes)
    return app
