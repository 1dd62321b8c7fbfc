# FastAPI service that copies a user's avatar from an external image host into object storage.
from dataclasses import dataclass
from urllib.parse import urlparse

import httpx
from fastapi import Depends, FastAPI, HTTPException
from pydantic import BaseModel

app = FastAPI()

IMAGE_HOSTS = ("gravatar.com", "githubusercontent.com", "googleusercontent.com")
MAX_BYTES = 2 * 1024 * 1024


class MirrorRequest(BaseModel):
    user_id: int
    source_url: str


@dataclass
class AvatarSource:
    user_id: int
    url: str


def avatar_source(body: MirrorRequest) -> AvatarSource:
    host = urlparse(body.source_url).hostname or ""
    if not host.endswith(IMAGE_HOSTS):
        raise HTTPException(status_code=400, detail="unsupported image host")
    return AvatarSource(user_id=body.user_id, url=body.source_url)


async def fetch_image(url: str) -> bytes:
    async with httpx.AsyncClient(timeout=5.0, follow_redirects=False) as client:
        resp = await client.get(url)
    if resp.status_code != 200 or not resp.headers.get("content-type", "").startswith("image/"):
        raise HTTPException(status_code=502, detail="could not fetch image")
    if len(resp.content) > MAX_BYTES:
        raise HTTPException(status_code=413, detail="image too large")
    return resp.content


@app.post("/avatars/mirror")
async def mirror_avatar(source: AvatarSource = Depends(avatar_source)):
    data = await fetch_image(source.url)
    key = f"avatars/{source.user_id}.img"
    await app.state.storage.put(key, data)
    return {"key": key, "size": len(data)}
