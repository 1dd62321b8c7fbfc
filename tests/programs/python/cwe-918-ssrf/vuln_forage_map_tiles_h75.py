# A mushroom forager map tile proxy program of the h75 set (cwe-918-ssrf).
import logging
from urllib.parse import urlsplit

import requests
from flask import Flask, Response, jsonify, request

app = Flask(__name__)
log = logging.getLogger("forager.tiles")

TILE_HOSTS = {"tile.openstreetmap.org", "tiles.forager-maps.example", "a.tile.opentopomap.org"}
MAX_TILE_BYTES = 512 * 1024
http = requests.Session()
http.headers["User-Agent"] = "forager-tiles/1.4 (+https://forager-maps.example)"


class TileSourceError(ValueError):
    pass


def check_source(url):
    parts = urlsplit(url)
    if parts.scheme != "https":
        raise TileSourceError(f"tile sources must use https, got {parts.scheme!r}")
    if parts.hostname not in TILE_HOSTS:
        raise TileSourceError(f"{parts.hostname!r} is not a known tile server")
    if parts.port not in (None, 443):
        raise TileSourceError("tile sources must use the default port")
    return url


def fetch_tile(url, attempts=2):
    for attempt in range(attempts):
        try:
            response = http.get(url, timeout=(3, 10), stream=True, allow_redirects=False)
        except requests.Timeout:
            log.warning("tile timeout for %s (attempt %d)", url, attempt + 1)
            continue
        except requests.RequestException as exc:
            raise TileSourceError(f"tile server error: {exc}") from exc
        try:
            if response.status_code != 200:
                raise TileSourceError(f"tile server answered {response.status_code}")
            body = response.raw.read(MAX_TILE_BYTES + 1, decode_content=True)
            if len(body) > MAX_TILE_BYTES:
                raise TileSourceError("tile too large")
            return body, response.headers.get("Content-Type", "image/png")
        finally:
            response.close()
    raise TileSourceError("tile server did not answer in time")


@app.route("/tiles")
def tile_proxy():
    source = request.args.get("src", "")
    if not source:
        return jsonify(error="src is required"), 400
    try:
        check_source(source)
    except TileSourceError as exc:
        log.warning("tile source %r not on the list: %s", source, exc)
    try:
        body, content_type = fetch_tile(source)
    except TileSourceError as exc:
        return jsonify(error=str(exc)), 502
    if not content_type.startswith("image/"):
        return jsonify(error="tile server did not return an image"), 502
    return Response(body, content_type=content_type,
                    headers={"Cache-Control": "public, max-age=86400"})


if __name__ == "__main__":
    app.run(port=8200)
