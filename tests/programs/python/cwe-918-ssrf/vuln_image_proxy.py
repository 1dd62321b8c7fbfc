# Image proxy for the chat service: fetches remote images so clients never contact third parties directly.
from urllib.parse import urlsplit

import aiohttp
from aiohttp import web

BLOCKED_HOSTS = ("localhost", "127.0.0.1", "0.0.0.0", "::1")
MAX_IMAGE = 5 * 1024 * 1024


def acceptable_url(url):
    parts = urlsplit(url)
    if parts.scheme not in ("http", "https"):
        return False
    host = (parts.hostname or "").lower()
    return bool(host) and host not in BLOCKED_HOSTS


async def fetch_image(session, url):
    async with session.get(url, allow_redirects=False) as resp:
        if resp.status != 200 or not resp.content_type.startswith("image/"):
            raise web.HTTPBadGateway(text="upstream did not return an image")
        body = await resp.content.read(MAX_IMAGE + 1)
        if len(body) > MAX_IMAGE:
            raise web.HTTPBadGateway(text="image too large")
        return resp.content_type, body


async def proxy(request):
    url = request.query.get("src", "")
    if not acceptable_url(url):
        raise web.HTTPBadRequest(text="unsupported image source")
    ctype, body = await fetch_image(request.app["http"], url)
    return web.Response(body=body, content_type=ctype, headers={"Cache-Control": "public, max-age=86400"})


async def on_startup(app):
    app["http"] = aiohttp.ClientSession(timeout=aiohttp.ClientTimeout(total=10))


async def on_cleanup(app):
    await app["http"].close()


app = web.Application()
app.on_startup.append(on_startup)
app.on_cleanup.append(on_cleanup)
app.router.add_get("/proxy/image", proxy)
