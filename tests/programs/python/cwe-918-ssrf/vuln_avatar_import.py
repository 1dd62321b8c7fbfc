# Quart endpoint that imports a user's avatar image from a URL they provide.
import hashlib
import os

import httpx
from quart import Quart, jsonify, request

app = Quart(__name__)
AVATAR_DIR = os.environ.get("AVATAR_DIR", "/var/lib/app/avatars")
MAX_BYTES = 1_000_000


class AvatarFetcher:
    def __init__(self, timeout=5.0):
        self.timeout = timeout

    async def download(self, url):
        async with httpx.AsyncClient(timeout=self.timeout, follow_redirects=False) as client:
            resp = await client.get(url)
            resp.raise_for_status()
            if not resp.headers.get("content-type", "").startswith("image/"):
                raise ValueError("not an image")
            return resp.content[:MAX_BYTES]


fetcher = AvatarFetcher()


@app.post("/me/avatar/import")
async def import_avatar():
    data = await request.get_json()
    source = (data or {}).get("url", "").strip()
    if not source.lower().startswith(("http://", "https://")):
        return jsonify(error="url must be http(s)"), 400
    try:
        content = await fetcher.download(source)
    except (httpx.HTTPError, ValueError) as exc:
        return jsonify(error=str(exc)), 422
    name = hashlib.sha256(content).hexdigest() + ".img"
    with open(os.path.join(AVATAR_DIR, name), "wb") as fh:
        fh.write(content)
    return jsonify(avatar=name), 201
