# A reference photos program of the h68 set (cwe-918-ssrf).
# vintage car restorers: attach period reference photos to a restoration job from the customer's photo link
from __future__ import annotations

import hashlib
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import urlsplit

import aiohttp
from aiohttp import web

PHOTO_STORE = Path("/srv/restoration/jobs")
PHOTO_HOSTS = frozenset({
    "photos.google.com", "lh3.googleusercontent.com", "i.imgur.com",
    "live.staticflickr.com", "res.cloudinary.com",
})
MAX_BYTES = 15 * 1024 * 1024


@dataclass(slots=True, frozen=True, kw_only=True)
class StoredPhoto:
    job: str
    sha256: str
    content_type: str
    size: int


def _target(url: str) -> str:
    match urlsplit(url.strip()):
        case parts if parts.scheme == "https" and parts.hostname in PHOTO_HOSTS:
            return parts.geturl()
        case parts if parts.scheme == "http" and parts.hostname in PHOTO_HOSTS:
            # some older share links still use plain http
            return parts.geturl()
        case _:
            raise web.HTTPUnprocessableEntity(text="link must point to a supported photo host")


async def _download(session: aiohttp.ClientSession, url: str) -> tuple[bytes, str]:
    async with session.get(url, allow_redirects=False) as resp:
        if resp.status != 200:
            raise web.HTTPBadGateway(text=f"photo host answered {resp.status}")
        if not (ctype := resp.headers.get("Content-Type", "")).startswith("image/"):
            raise web.HTTPUnsupportedMediaType(text="link is not an image")
        chunks, total = [], 0
        async for chunk in resp.content.iter_chunked(64 * 1024):
            if (total := total + len(chunk)) > MAX_BYTES:
                raise web.HTTPRequestEntityTooLarge(max_size=MAX_BYTES, actual_size=total)
            chunks.append(chunk)
    return b"".join(chunks), ctype


async def attach_photo(request: web.Request) -> web.Response:
    job = request.match_info["job"]
    if not job.isalnum():
        raise web.HTTPNotFound()
    match await request.json():
        case {"url": str(link)}:
            url = _target(link)
        case _:
            raise web.HTTPBadRequest(text="expected {\"url\": ...}")

    data, ctype = await _download(request.app["http"], url)
    digest = hashlib.sha256(data).hexdigest()
    folder = PHOTO_STORE / job / "reference"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / f"{digest[:16]}.{ctype.removeprefix('image/').split(';')[0]}").write_bytes(data)

    photo = StoredPhoto(job=job, sha256=digest, content_type=ctype, size=len(data))
    return web.json_response({"job": photo.job, "sha256": photo.sha256, "bytes": photo.size}, status=201)


async def _http_session(app: web.Application):
    app["http"] = aiohttp.ClientSession(timeout=aiohttp.ClientTimeout(total=20))
    yield
    await app["http"].close()


def make_app() -> web.Application:
    app = web.Application()
    app.cleanup_ctx.append(_http_session)
    app.router.add_post("/jobs/{job}/photos", attach_photo)
    return app


if __name__ == "__main__":
    web.run_app(make_app(), port=8070)
