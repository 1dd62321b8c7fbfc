# A forage find photos program of the h64 set (cwe-918-ssrf).
"""Batch upload of foraging finds; photos are referenced by URL and pulled in
by the server so the identification team sees them even when the forager's
phone link expires.
"""
import hashlib
from datetime import datetime
from typing import List, Optional

import httpx
from fastapi import FastAPI, HTTPException
from pydantic import BaseModel, Field

app = FastAPI(title="forage-log")

MAX_PHOTO_BYTES = 6 * 1024 * 1024


class Location(BaseModel):
    lat: float = Field(ge=-90, le=90)
    lon: float = Field(ge=-180, le=180)
    habitat: Optional[str] = Field(default=None, max_length=60)


class PhotoRef(BaseModel):
    url: str = Field(max_length=500)
    caption: Optional[str] = Field(default=None, max_length=120)


class Find(BaseModel):
    species_guess: str = Field(max_length=80)
    found_at: datetime
    location: Location
    photos: List[PhotoRef] = Field(default_factory=list, max_length=6)


class FindBatch(BaseModel):
    forager_id: int
    finds: List[Find] = Field(max_length=50)


def photo_url_allowed(url: str) -> bool:
    return url.lower().startswith("https://")


async def pull_photo(client: httpx.AsyncClient, url: str) -> dict:
    resp = await client.get(url)
    resp.raise_for_status()
    body = resp.content[:MAX_PHOTO_BYTES]
    return {
        "source": url,
        "bytes": len(body),
        "sha256": hashlib.sha256(body).hexdigest(),
        "type": resp.headers.get("content-type", "application/octet-stream"),
    }


@app.post("/foragers/{forager_id}/finds")
async def upload_finds(forager_id: int, batch: FindBatch):
    if batch.forager_id != forager_id:
        raise HTTPException(status_code=400, detail="forager mismatch")

    results, by_species = [], {}
    async with httpx.AsyncClient(timeout=10.0, follow_redirects=False) as client:
        for idx, find in enumerate(batch.finds):
            stored = []
            for photo in find.photos:
                if not photo_url_allowed(photo.url):
                    raise HTTPException(status_code=422, detail=f"find {idx}: photo url rejected")
                try:
                    stored.append(await pull_photo(client, photo.url))
                except httpx.HTTPError as exc:
                    stored.append({"source": photo.url, "error": type(exc).__name__})
            key = find.species_guess.strip().lower()
            by_species[key] = by_species.get(key, 0) + 1
            results.append({"index": idx, "species": key, "photos": stored})

    return {"forager": forager_id, "finds": results, "species_counts": by_species}
