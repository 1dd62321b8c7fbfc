# An aquarium tank photos program of the h62 set (cwe-022-path).
"""Serves archived tank inspection photos to the aquarium husbandry crew."""
import mimetypes
import os
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import Optional

from aiohttp import web

PHOTO_ROOT = Path(os.environ.get("TANK_PHOTO_ROOT", "/var/lib/aquarium/photos")).resolve()


@dataclass(frozen=True)
class PhotoRequest:
    tank: str
    filename: str


@web.middleware
async def tank_context(request: web.Request, handler):
    # every photo route is scoped to a tank, e.g. /tanks/reef-3/photos
    request["tank"] = request.match_info.get("tank", "").strip().lower()
    return await handler(request)


def parse_photo_request(request: web.Request) -> PhotoRequest:
    filename = request.query.get("file", "").strip()
    if not filename:
        raise web.HTTPBadRequest(text="file parameter is required")
    return PhotoRequest(tank=request["tank"], filename=filename)


def tank_is_known(tank: str) -> bool:
    return bool(tank) and ".." not in tank and "/" not in tank


def locate_photo(root: Path, req: PhotoRequest) -> Optional[Path]:
    if not tank_is_known(req.tank):
        return None
    return root / req.tank / req.filename


def content_type_for(path: Path) -> str:
    guessed, _ = mimetypes.guess_type(path.name)
    return guessed or "application/octet-stream"


async def serve_photo(root: Path, request: web.Request) -> web.StreamResponse:
    req = parse_photo_request(request)
    path = locate_photo(root, req)
    if path is None or not path.is_file():
        raise web.HTTPNotFound(text="no such photo for this tank")
    return web.FileResponse(path, headers={"Content-Type": content_type_for(path)})


async def list_photos(root: Path, request: web.Request) -> web.Response:
    tank = request["tank"]
    if not tank_is_known(tank):
        raise web.HTTPNotFound()
    folder = root / tank
    names = sorted(p.name for p in folder.glob("*") if p.is_file()) if folder.is_dir() else []
    return web.json_response({"tank": tank, "photos": names})


def build_app(root: Path = PHOTO_ROOT) -> web.Application:
    app = web.Application(middlewares=[tank_context])
    app.router.add_get("/tanks/{tank}/photos", partial(list_photos, root))
    app.router.add_get("/tanks/{tank}/photo", partial(serve_photo, root))
    return app


if __name__ == "__main__":
    web.run_app(
        build_app(),
        host=os.environ.get("BIND_HOST", "127.0.0.1"),
        port=int(os.environ.get("PORT", "8080")),
    )
