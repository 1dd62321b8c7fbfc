# museum scans (h58 set)
"""Serves high-resolution scans from a museum's digitisation archive.

Curators and the public image viewer request a scan by its relative
location inside the archive tree, e.g. ``?file=1932/ACC-1932-0041/recto.tif``.
"""
import os
from pathlib import Path

from aiohttp import web

SCAN_ROOT = Path(os.environ.get("SCAN_ROOT", "/srv/archive/scans")).resolve()
IMAGE_TYPES = {".tif", ".tiff", ".jpg", ".jpeg", ".jp2", ".png"}

routes = web.RouteTableDef()


@web.middleware
async def archive_headers(request: web.Request, handler):
    response = await handler(request)
    response.headers.setdefault("Cache-Control", "public, max-age=86400")
    response.headers["X-Content-Type-Options"] = "nosniff"
    return response


def requested_scan(request: web.Request) -> Path:
    name = request.query.get("file", "")
    if not name:
        raise web.HTTPBadRequest(text="file parameter missing")
    if os.path.splitext(name)[1].lower() not in IMAGE_TYPES:
        raise web.HTTPUnsupportedMediaType(text="only image scans are served")
    return SCAN_ROOT / name


def scan_entries(folder: Path):
    return (
        {"file": str(p.relative_to(SCAN_ROOT)), "bytes": p.stat().st_size}
        for p in sorted(folder.iterdir())
        if p.is_file() and os.path.splitext(p.name)[1].lower() in IMAGE_TYPES
    )


@routes.get("/scans")
async def get_scan(request: web.Request) -> web.StreamResponse:
    path = requested_scan(request)
    if not path.is_file():
        raise web.HTTPNotFound()
    return web.FileResponse(path)


@routes.get(r"/accessions/{year:\d+}/{accession:ACC-[0-9-]+}")
async def list_accession(request: web.Request) -> web.Response:
    folder = SCAN_ROOT / request.match_info["year"] / request.match_info["accession"]
    if not folder.is_dir():
        raise web.HTTPNotFound()
    return web.json_response({"scans": list(scan_entries(folder))})


def build_app() -> web.Application:
    app = web.Application(middlewares=[archive_headers])
    app.add_routes(routes)
    return app


if __name__ == "__main__":
    web.run_app(build_app(), host=os.environ.get("SCANS_HOST", "127.0.0.1"), port=8082)
