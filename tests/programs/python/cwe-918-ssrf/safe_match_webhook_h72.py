# A match webhook program of the h72 set (cwe-918-ssrf).
from __future__ import annotations

import json
import secrets
from dataclasses import dataclass
from typing import Protocol
from urllib.parse import urlsplit

import aiohttp
from aiohttp import web

PARTNER_DOMAINS = frozenset({"nxlleague.com", "splatstats.net", "paintballcentral.co.uk"})


@dataclass(frozen=True)
class Subscription:
    partner: str
    domain: str
    url: str
    secret: str

    @classmethod
    def from_json(cls, data: dict) -> "Subscription":
        domain = str(data.get("domain", "")).lower().strip(".")
        if domain not in PARTNER_DOMAINS:
            raise ValueError(f"{domain!r} is not a registered league partner")
        url = str(data.get("url", ""))
        parts = urlsplit(url)
        host = (parts.hostname or "").lower()
        if parts.scheme != "https" or not (host == domain or host.endswith("." + domain)):
            raise ValueError("url must be an https address on the partner's domain")
        return cls(str(data.get("partner", domain)), domain, url, secrets.token_hex(20))


class Delivery(Protocol):
    async def send(self, session: aiohttp.ClientSession, sub: Subscription, event: dict) -> int: ...


class JsonDelivery:
    async def send(self, session: aiohttp.ClientSession, sub: Subscription, event: dict) -> int:
        headers = {"X-Splatline-Secret": sub.secret, "Content-Type": "application/json"}
        async with session.post(sub.url, data=json.dumps(event), headers=headers) as reply:
            return reply.status


class PingDelivery(JsonDelivery):
    """Sends a test event so partners can see their endpoint works."""

    async def send(self, session: aiohttp.ClientSession, sub: Subscription, event: dict) -> int:
        return await super().send(session, sub, {"type": "ping", "partner": sub.partner})


subs_key = web.AppKey("subscriptions", dict)
http_key = web.AppKey("http", aiohttp.ClientSession)


async def subscribe(request: web.Request) -> web.Response:
    try:
        sub = Subscription.from_json(await request.json())
    except (ValueError, json.JSONDecodeError) as exc:
        raise web.HTTPBadRequest(text=str(exc)) from exc
    try:
        status = await PingDelivery().send(request.app[http_key], sub, {})
    except aiohttp.ClientError as exc:
        raise web.HTTPBadGateway(text=f"could not reach {sub.url}: {exc}") from exc
    request.app[subs_key][sub.partner] = sub
    return web.json_response({"partner": sub.partner, "secret": sub.secret, "ping_status": status}, status=201)


async def publish_result(request: web.Request) -> web.Response:
    result = await request.json()
    session = request.app[http_key]
    delivered = 0
    for sub in request.app[subs_key].values():
        try:
            if await JsonDelivery().send(session, sub, {"type": "match.result", **result}) < 300:
                delivered += 1
        except aiohttp.ClientError:
            continue
    return web.json_response({"delivered": delivered})


async def client_session(app: web.Application):
    app[http_key] = aiohttp.ClientSession(timeout=aiohttp.ClientTimeout(total=8))
    yield
    await app[http_key].close()


def make_app() -> web.Application:
    app = web.Application()
    app[subs_key] = {}
    app.cleanup_ctx.append(client_session)
    app.router.add_post("/webhooks", subscribe)
    app.router.add_post("/internal/results", publish_result)
    return app


if __name__ == "__main__":
    web.run_app(make_app(), port=8094)
