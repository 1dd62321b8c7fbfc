# A parts image fetch program of the h69 set (cwe-918-ssrf).
import hashlib
import os
from urllib.parse import urlsplit

import aiohttp
from aiohttp import web

PHOTO_DIR = "/var/lib/platenandribbon/part-photos"
SUPPLIER_DOMAIN = "typebarparts.com"
MAX_BYTES = 5 * 1024 * 1024


@web.middleware
async def photo_source_middleware(request: web.Request, handler):
    if request.method == "POST" and request.path.startswith("/quotes/"):
        body = await request.json()
        request["photo_url"] = str(body.get("photo_url", "")).strip()
        request["part_number"] = str(body.get("part_number", "")).strip()
    return await handler(request)


def supplier_url(url: str) -> bool:
    parts = urlsplit(url)
    host = (parts.hostname or "").lower()
    return parts.scheme in ("http", "https") and host.endswith(SUPPLIER_DOMAIN)


async def fetch_photo(session: aiohttp.ClientSession, url: str) -> bytes:
    async with session.get(url, timeout=aiohttp.ClientTimeout(total=15), allow_redirects=False) as resp:
        resp.raise_for_status()
        if not resp.headers.get("Content-Type", "").startswith("image/"):
            raise web.HTTPUnsupportedMediaType(text="not an image")
        data = await resp.content.read(MAX_BYTES + 1)
        if len(data) > MAX_BYTES:
            raise web.HTTPRequestEntityTooLarge(max_size=MAX_BYTES, actual_size=len(data))
        return data


async def attach_part_photo(request: web.Request) -> web.Response:
    quote_id = request.match_info["quote_id"]
    url = request["photo_url"]
    if not url or not request["part_number"]:
        raise web.HTTPBadRequest(text="photo_url and part_number required")
    if not supplier_url(url):
        raise web.HTTPBadRequest(text="photos must come from the parts supplier")
    data = await fetch_photo(request.app["http"], url)
    digest = hashlib.sha256(data).hexdigest()[:16]
    os.makedirs(PHOTO_DIR, exist_ok=True)
    name = f"{quote_id}-{digest}.img"
    with open(os.path.join(PHOTO_DIR, name), "wb") as fh:
        fh.write(data)
    return web.json_response({"quote": quote_id, "part": request["part_number"], "photo": name, "bytes": len(data)})


async def list_photos(request: web.Request) -> web.Response:
    quote_id = request.match_info["quote_id"]
    names = sorted(n for n in os.listdir(PHOTO_DIR) if n.startswith(f"{quote_id}-")) if os.path.isdir(PHOTO_DIR) else []
    return web.json_response({"quote": quote_id, "photos": names})


async def start_http(app: web.Application):
    app["http"] = aiohttp.ClientSession(headers={"User-Agent": "platen-and-ribbon-quotes/1.4"})
    yield
    await app["http"].close()


def make_app() -> web.Application:
    app = web.Application(middlewares=[photo_source_middleware])
    app.cleanup_ctx.append(start_http)
    app.router.add_post("/quotes/{quote_id}/photos", attach_part_photo)
    app.router.add_get("/quotes/{quote_id}/photos", list_photos)
    return app


if __name__ == "__main__":
    web.run_app(make_app(), port=8095)
