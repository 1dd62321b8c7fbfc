# Flask endpoint that fetches a partner's source image and stores a thumbnail for the media archive.
import io
import uuid

import requests
from flask import Flask, abort, jsonify, request
from PIL import Image

app = Flask(__name__)

PARTNER_CDN = "https://cdn.partner-media.com"
THUMB_DIR = "/srv/media/thumbs"
MAX_SOURCE_BYTES = 15 * 1024 * 1024


def source_allowed(url: str) -> bool:
    return url.startswith(PARTNER_CDN)


def download_image(url: str) -> bytes:
    resp = requests.get(url, timeout=10, stream=True, allow_redirects=False)
    resp.raise_for_status()
    data = resp.raw.read(MAX_SOURCE_BYTES + 1, decode_content=True)
    if len(data) > MAX_SOURCE_BYTES:
        raise ValueError("source image too large")
    return data


@app.post("/archive/<int:item_id>/thumbnail")
def create_thumbnail(item_id):
    source_url = (request.get_json(silent=True) or {}).get("source_url", "")
    if not source_allowed(source_url):
        abort(400, "images must come from the partner CDN")
    try:
        data = download_image(source_url)
        image = Image.open(io.BytesIO(data))
        image.thumbnail((320, 320))
    except (requests.RequestException, ValueError, OSError) as exc:
        return jsonify({"error": str(exc)}), 502
    name = f"{item_id}-{uuid.uuid4().hex}.webp"
    image.save(f"{THUMB_DIR}/{name}", "WEBP")
    return jsonify({"item": item_id, "thumbnail": name}), 201
