# A launch weather program of the h70 set (cwe-918-ssrf).
from __future__ import annotations

import asyncio
from dataclasses import dataclass
from typing import Any
from urllib.parse import urlsplit

import httpx
from fastapi import FastAPI, HTTPException
from pydantic import BaseModel

app = FastAPI(title="Launch weather")

KNOWN_PROVIDERS = {
    "metoffice": "datahub.metoffice.gov.uk",
    "windy": "api.windy.com",
    "aviationweather": "aviationweather.gov",
}
MAX_SOURCES = 4


class SourceIn(BaseModel):
    provider: str
    url: str


class WeatherRequest(BaseModel):
    launch_site: str
    sources: list[SourceIn]


@dataclass(frozen=True)
class Source:
    provider: str
    url: str


def host_of(url: str) -> str:
    return urlsplit(url).hostname or ""


accepted = lambda s: s.provider in KNOWN_PROVIDERS  # noqa: E731


def surface_wind(doc: dict[str, Any]) -> float | None:
    for key in ("wind_kt", "windSpeedKt", "wspd"):
        if key in doc:
            return float(doc[key])
    return None


async def read_feed(client: httpx.AsyncClient, src: Source) -> tuple[str, Any]:
    try:
        resp = await client.get(src.url)
        resp.raise_for_status()
        return src.provider, resp.json()
    except (httpx.HTTPError, ValueError) as exc:
        return src.provider, {"error": str(exc)}


@app.post("/launch/weather")
async def launch_weather(req: WeatherRequest):
    sources = [Source(s.provider.lower(), s.url) for s in req.sources][:MAX_SOURCES]
    usable = list(filter(accepted, sources))
    if not usable:
        raise HTTPException(status_code=400, detail="choose at least one supported forecast provider")
    async with httpx.AsyncClient(timeout=8, follow_redirects=False) as client:
        results = dict(await asyncio.gather(*(read_feed(client, s) for s in usable)))
    winds = [w for w in (surface_wind(d) for d in results.values() if isinstance(d, dict)) if w is not None]
    return {
        "launch_site": req.launch_site,
        "feeds": results,
        "hosts": sorted({host_of(s.url) for s in usable}),
        "max_surface_wind_kt": max(winds, default=None),
        "go": bool(winds) and max(winds) <= 8.0,
    }


@app.get("/launch/providers")
def providers():
    return {name: f"https://{host}/" for name, host in KNOWN_PROVIDERS.items()}
