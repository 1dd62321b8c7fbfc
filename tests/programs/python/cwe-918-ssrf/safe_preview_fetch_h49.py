# Quart endpoint that builds link previews for chat messages from oEmbed-capable media sites.
from urllib.parse import urlsplit

import httpx
from quart import Quart, jsonify, request

app = Quart(__name__)

OEMBED_HOSTS = {"www.youtube.com", "vimeo.com", "soundcloud.com", "open.spotify.com"}
MAX_BODY = 256 * 1024


def describe(html: str) -> dict:
    lower = html.lower()
    start = lower.find("<title>")
    end = lower.find("</title>", start)
    title = html[start + 7:end].strip() if start != -1 and end != -1 else ""
    return {"title": title[:200]}


async def fetch_page(url: str) -> str:
    async with httpx.AsyncClient(timeout=5.0, follow_redirects=False) as client:
        resp = await client.get(url, headers={"User-Agent": "chat-preview/1.4"})
        resp.raise_for_status()
        return resp.text[:MAX_BODY]


@app.post("/previews")
async def create_preview():
    payload = await request.get_json()
    url = str(payload.get("url", "")).strip()
    parts = urlsplit(url)
    if parts.scheme != "https" or parts.port not in (None, 443):
        return jsonify(error="unsupported scheme"), 400
    if parts.hostname not in OEMBED_HOSTS:
        app.logger.info("preview requested for unlisted host %s", parts.hostname)
        return jsonify(error="previews are not available for this site"), 422
    try:
        html = await fetch_page(url)
    except httpx.HTTPError as exc:
        return jsonify(error=f"fetch failed: {exc.__class__.__name__}"), 502
    return jsonify(url=url, **describe(html))
