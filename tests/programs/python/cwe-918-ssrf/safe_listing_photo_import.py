# FastAPI endpoint that imports listing photos for a property from URLs supplied by the listing agent.
import os
import uuid
from dataclasses import dataclass, field
from typing import List
from urllib.parse import urlparse

import httpx
from fastapi import FastAPI, HTTPException
from pydantic import BaseModel

app = FastAPI()
MEDIA_DIR = os.environ.get("LISTING_MEDIA_DIR", "/srv/realty/media")
PHOTO_HOSTS = frozenset(os.environ.get("LISTING_PHOTO_HOSTS", "photos.mlsfeed.com,cdn.realtyimages.net").split(","))


class PhotoImportRequest(BaseModel):
    listing_id: int
    urls: List[str]


@dataclass
class PhotoJob:
    listing_id: int
    sources: List[str]
    stored: List[str] = field(default_factory=list)


def acceptable_source(url: str) -> bool:
    parsed = urlparse(url)
    return parsed.scheme == "https" and parsed.hostname in PHOTO_HOSTS and parsed.port in (None, 443)


class PhotoFetcher:
    def __init__(self, client: httpx.AsyncClient):
        self.client = client

    async def fetch(self, url: str) -> bytes:
        resp = await self.client.get(url)
        resp.raise_for_status()
        if not resp.headers.get("content-type", "").startswith("image/"):
            raise HTTPException(422, "not an image")
        return resp.content


class PhotoImportService:
    def __init__(self, fetcher: PhotoFetcher):
        self.fetcher = fetcher

    async def run(self, job: PhotoJob) -> PhotoJob:
        for url in job.sources:
            if not acceptable_source(url):
                raise HTTPException(400, f"unsupported URL: {url}")
            data = await self.fetcher.fetch(url)
            name = f"{job.listing_id}-{uuid.uuid4().hex}.jpg"
            with open(os.path.join(MEDIA_DIR, name), "wb") as fh:
                fh.write(data)
            job.stored.append(name)
        return job


service = PhotoImportService(PhotoFetcher(httpx.AsyncClient(timeout=10.0, follow_redirects=False)))


@app.post("/listings/photos/import")
async def import_photos(body: PhotoImportRequest):
    job = await service.run(PhotoJob(body.listing_id, body.urls[:25]))
    return {"listing": job.listing_id, "stored": job.stored}
