# realestate photo import (h58 set)
"""Imports listing photos from agents' links into a real-estate listing service.

Agents paste links to the photographer's gallery; the service downloads
each image concurrently and stores it next to the listing.
"""
import asyncio
import os
from pathlib import Path
from urllib.parse import urlsplit

import httpx
from fastapi import FastAPI, HTTPException
from pydantic import BaseModel

PHOTO_STORE = Path(os.environ.get("PHOTO_STORE", "/srv/listings/photos"))
MAX_PHOTO_BYTES = 15 * 1024 * 1024
MAX_PARALLEL = int(os.environ.get("PHOTO_FETCH_PARALLEL", "4"))
PHOTO_HOSTS = frozenset(
    h.strip().lower() for h in os.environ.get("PHOTO_HOSTS", "").split(",") if h.strip()
)

app = FastAPI(title="listing-photos")


class ImportRequest(BaseModel):
    listing_id: int
    photo_urls: list[str]


def uses_https(url: str) -> bool:
    return urlsplit(url).scheme == "https"


def has_host(url: str) -> bool:
    return bool(urlsplit(url).hostname)


def approved_host(url: str) -> bool:
    return (urlsplit(url).hostname or "").lower() in PHOTO_HOSTS


URL_RULES = (uses_https, has_host, approved_host)


def acceptable(url: str) -> bool:
    return all(rule(url) for rule in URL_RULES)


async def fetch_photo(client: httpx.AsyncClient, gate: asyncio.Semaphore, url: str) -> bytes:
    async with gate:
        response = await client.get(url, follow_redirects=False)
    response.raise_for_status()
    if not response.headers.get("content-type", "").startswith("image/"):
        raise ValueError(f"{url} is not an image")
    if len(response.content) > MAX_PHOTO_BYTES:
        raise ValueError(f"{url} is too large")
    return response.content


def store(listing_id: int, index: int, content: bytes) -> str:
    folder = PHOTO_STORE / str(listing_id)
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{index:03d}.jpg"
    path.write_bytes(content)
    return path.name


@app.post("/listings/photos/import")
async def import_photos(req: ImportRequest):
    rejected = [u for u in req.photo_urls if not acceptable(u)]
    if rejected:
        raise HTTPException(status_code=422, detail={"rejected": rejected})

    gate = asyncio.Semaphore(MAX_PARALLEL)
    async with httpx.AsyncClient(timeout=20.0) as client:
        results = await asyncio.gather(
            *(fetch_photo(client, gate, u) for u in req.photo_urls), return_exceptions=True
        )

    failures = [str(r) for r in results if isinstance(r, Exception)]
    photos = [r for r in results if isinstance(r, bytes)]
    names = [
        await asyncio.to_thread(store, req.listing_id, i, content)
        for i, content in enumerate(photos)
    ]
    return {"listing": req.listing_id, "stored": names, "failed": failures}
