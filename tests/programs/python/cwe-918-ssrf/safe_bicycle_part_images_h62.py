# A bicycle part images program of the h62 set (cwe-918-ssrf).
"""Part-image proxy for the bicycle repair shop's work-order screen.

Mechanics attach the supplier's product-image link to a work order line; the screen
loads it through this proxy so the shop's browser policy only has to trust one origin.
"""
from typing import AsyncIterator
from urllib.parse import urlsplit

import httpx
from litestar import Litestar, Response, get
from litestar.datastructures import State
from litestar.exceptions import HTTPException

SUPPLIER_HOSTS = ("cdn.shimano-parts.com", "images.sramdealer.com", "media.parktool-b2b.com")
IMAGE_TYPES = {"image/jpeg", "image/png", "image/webp"}
MAX_IMAGE_BYTES = 4 * 1024 * 1024


def supplier_image_url(raw: str) -> str:
    if not raw.lower().startswith("https://"):
        raise HTTPException(status_code=400, detail="image link must use https")
    parts = urlsplit(raw)
    if parts.hostname not in SUPPLIER_HOSTS or parts.username or parts.port not in (None, 443):
        raise HTTPException(status_code=400, detail="image link is not from a known supplier")
    return raw


async def bounded_body(chunks: AsyncIterator[bytes], limit: int) -> bytes:
    buf = bytearray()
    async for chunk in chunks:
        buf.extend(chunk)
        if len(buf) > limit:
            raise HTTPException(status_code=413, detail="supplier image too large")
    return bytes(buf)


async def open_client(app: Litestar) -> None:
    app.state.http = httpx.AsyncClient(timeout=httpx.Timeout(6.0), follow_redirects=False)


async def close_client(app: Litestar) -> None:
    await app.state.http.aclose()


@get("/parts/image")
async def part_image(state: State, src: str) -> Response[bytes]:
    url = supplier_image_url(src)
    async with state.http.stream("GET", url) as upstream:
        media_type = upstream.headers.get("content-type", "").split(";")[0].strip()
        if upstream.status_code != 200 or media_type not in IMAGE_TYPES:
            raise HTTPException(status_code=502, detail="supplier did not return an image")
        body = await bounded_body(upstream.aiter_bytes(), MAX_IMAGE_BYTES)
    return Response(content=body, media_type=media_type, headers={"Cache-Control": "max-age=86400"})


app = Litestar(route_handlers=[part_image], on_startup=[open_client], on_shutdown=[close_client])
