# FastAPI endpoint that imports property listing photos from agent-supplied URLs and stores thumbnails
import io
from urllib.parse import urlsplit

import httpx
from fastapi import BackgroundTasks, FastAPI, HTTPException
from PIL import Image
from pydantic import BaseModel

app = FastAPI()
PHOTO_HOSTS = frozenset({"photos.listhub.example", "media.agentcloud.example"})
THUMBS: dict[int, list[bytes]] = {}


class PhotoImport(BaseModel):
    listing_id: int
    urls: list[str]


def from_known_host(url: str) -> bool:
    parts = urlsplit(url)
    return parts.scheme == "https" and parts.hostname in PHOTO_HOSTS and parts.port in (None, 443)


def thumbnail(data: bytes) -> bytes:
    image = Image.open(io.BytesIO(data))
    image.thumbnail((480, 320))
    out = io.BytesIO()
    image.convert("RGB").save(out, "JPEG", quality=80)
    return out.getvalue()


async def fetch(client: httpx.AsyncClient, url: str) -> bytes:
    resp = await client.get(url)
    resp.raise_for_status()
    return resp.content


async def import_photos(listing_id: int, urls: list[str]) -> None:
    async with httpx.AsyncClient(timeout=10, follow_redirects=False) as client:
        for url in urls:
            THUMBS.setdefault(listing_id, []).append(thumbnail(await fetch(client, url)))


@app.post("/listings/photos/import", status_code=202)
async def request_import(body: PhotoImport, tasks: BackgroundTasks):
    accepted = list(filter(from_known_host, body.urls))[:20]
    if not accepted:
        raise HTTPException(status_code=400, detail="no photo URLs from supported hosts")
    tasks.add_task(import_photos, body.listing_id, accepted)
    return {"queued": len(accepted)}
