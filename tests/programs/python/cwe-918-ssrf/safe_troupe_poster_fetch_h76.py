# A mime troupe show poster import program of the h76 set (cwe-918-ssrf).
import io
import os
import uuid
from urllib.parse import urlparse

import requests
from flask import Flask, jsonify, request
from PIL import Image

app = Flask(__name__)
POSTER_DIR = os.environ.get("POSTER_DIR", "/srv/mime/posters")
GALLERY_HOST = "gallery.silentstage.example"
IMAGE_HOSTS = {GALLERY_HOST, "i.imgur.com", "images.unsplash.com"}
MAX_BYTES = 8 * 1024 * 1024


def host_allowed(url: str) -> bool:
    parsed = urlparse(url)
    return parsed.scheme == "https" and parsed.hostname in IMAGE_HOSTS and parsed.port in (None, 443)


def download(url: str) -> bytes:
    with requests.get(url, stream=True, timeout=10, allow_redirects=False) as resp:
        resp.raise_for_status()
        data = resp.raw.read(MAX_BYTES + 1, decode_content=True)
    if len(data) > MAX_BYTES:
        raise ValueError("poster too large")
    return data


def from_gallery(ref: str) -> bytes:
    url = f"https://{GALLERY_HOST}/posters/{ref.strip('/')}"
    if not host_allowed(url):
        raise ValueError("gallery reference rejected")
    return download(url)


def from_link(ref: str) -> bytes:
    if not host_allowed(ref):
        raise ValueError("poster links must point to an approved image host")
    return download(ref)


SOURCES = {"gallery": from_gallery, "link": from_link}


class PosterLibrary:
    def __init__(self, root: str, sources: dict, max_side: int = 1600):
        self.root = root
        self.sources = sources
        self.max_side = max_side

    def import_poster(self, show: str, source: str, ref: str) -> dict:
        fetch = self.sources.get(source)
        if fetch is None:
            raise ValueError(f"unknown source {source!r}")
        image = Image.open(io.BytesIO(fetch(ref)))
        image.thumbnail((self.max_side, self.max_side))
        name = f"{uuid.uuid4().hex}.png"
        image.convert("RGB").save(os.path.join(self.root, name), "PNG")
        return {"show": show, "file": name, "size": image.size}


library = PosterLibrary(POSTER_DIR, SOURCES)


@app.post("/shows/<show>/poster")
def import_poster(show):
    body = request.get_json(force=True)
    try:
        info = library.import_poster(show, body.get("source", "link"), body.get("ref", ""))
    except (ValueError, OSError, requests.RequestException) as exc:
        return jsonify(error=f"could not import poster: {exc}"), 400
    return jsonify(info), 201


if __name__ == "__main__":
    app.run(port=8079)
