# FastAPI proxy that fetches partner-hosted product images so the storefront can resize them.
from urllib.parse import urlsplit

import httpx
from fastapi import FastAPI, HTTPException, Query
from fastapi.responses import Response

app = FastAPI()

PARTNER_HOSTS = frozenset({"cdn.partner-assets.com", "media.partner-assets.com"})
MAX_BYTES = 5 * 1024 * 1024


def is_partner_url(url: str) -> bool:
    parts = urlsplit(url)
    if parts.scheme != "https" or parts.username or parts.password:
        return False
    return parts.hostname in PARTNER_HOSTS and parts.port in (None, 443)


async def fetch_image(url: str) -> httpx.Response:
    async with httpx.AsyncClient(timeout=10.0, follow_redirects=False) as client:
        return await client.get(url, headers={"Accept": "image/*"})


@app.get("/media/proxy")
async def proxy_image(url: str = Query(..., max_length=2048)):
    if not is_partner_url(url):
        raise HTTPException(status_code=400, detail="only partner images can be proxied")
    upstream = await fetch_image(url)
    if upstream.status_code != 200:
        raise HTTPException(status_code=502, detail="upstream error")
    if len(upstream.content) > MAX_BYTES:
        raise HTTPException(status_code=413, detail="image too large")
    media_type = upstream.headers.get("content-type", "application/octet-stream")
    return Response(content=upstream.content, media_type=media_type)
