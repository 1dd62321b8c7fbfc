# A market prices program of the h70 set (cwe-295-tls).
from __future__ import annotations

import asyncio
import ssl
import statistics
from dataclasses import dataclass
from typing import Callable

import aiohttp
from aiohttp import web


def _exchange_context() -> ssl.SSLContext:
    ctx = ssl.create_default_context(cafile="/etc/rootfield/exchange-ca-bundle.pem")
    ctx.minimum_version = ssl.TLSVersion.TLSv1_2
    return ctx


TLS_PROFILES: dict[str, Callable[[], ssl.SSLContext]] = {
    "default": ssl.create_default_context,
    "exchange": _exchange_context,
}


@dataclass(frozen=True)
class Exchange:
    name: str
    url: str
    tls: str = "default"


EXCHANGES = (
    Exchange("Rhine Valley", "https://api.rheintal-grossmarkt.de/v1/prices/meerrettich"),
    Exchange("Baden Co-op", "https://markt.badische-erzeuger.de/feeds/horseradish.json", tls="exchange"),
    Exchange("Illinois Collinsville", "https://prices.collinsville-growers.org/api/latest", tls="exchange"),
)


async def fetch_price(session: aiohttp.ClientSession, ex: Exchange) -> tuple[str, float | None]:
    context = TLS_PROFILES[ex.tls]()
    try:
        async with session.get(ex.url, ssl=context, timeout=aiohttp.ClientTimeout(total=10)) as resp:
            resp.raise_for_status()
            data = await resp.json()
    except (aiohttp.ClientError, asyncio.TimeoutError):
        return ex.name, None
    return ex.name, float(data.get("price_per_kg", 0)) or None


async def prices(request: web.Request) -> web.Response:
    session: aiohttp.ClientSession = request.app["http"]
    results = await asyncio.gather(*(fetch_price(session, ex) for ex in EXCHANGES))
    quoted = {name: price for name, price in results if price is not None}
    summary = {
        "median": round(statistics.median(quoted.values()), 2) if quoted else None,
        "sources": len(quoted),
    }
    return web.json_response({"prices": quoted, **summary})


async def on_startup(app: web.Application) -> None:
    app["http"] = aiohttp.ClientSession(headers={"User-Agent": "rootfield-dashboard/2.3"})


async def on_cleanup(app: web.Application) -> None:
    await app["http"].close()


def make_app() -> web.Application:
    app = web.Application()
    app.router.add_get("/prices", prices)
    app.on_startup.append(on_startup)
    app.on_cleanup.append(on_cleanup)
    return app


if __name__ == "__main__":
    web.run_app(make_app(), port=8091)
