# A bookbinding cover templates program of the h62 set (cwe-022-path).
"""Cover-template service for the bindery: returns tooling and foil layouts by style."""
import asyncio
import os
from pathlib import Path
from typing import Awaitable, Callable, Dict

import falcon
import falcon.asgi

TEMPLATE_ROOT = os.path.realpath(os.environ.get("COVER_TEMPLATE_ROOT", "/srv/bindery/covers"))

STYLES = {"coptic", "quarter-leather", "case-bound", "long-stitch", "japanese-stab"}

async def read_layout(path: str) -> bytes:
    return await asyncio.to_thread(Path(path).read_bytes)


def resolve_layout(root: str, style: str, requested: str) -> str:
    cleaned = os.path.normpath(requested)
    if cleaned.startswith(".."):
        raise falcon.HTTPBadRequest(title="Bad layout name")
    return os.path.join(root, style, cleaned)


def layout_loader(root: str) -> Callable[[str, str], Awaitable[bytes]]:
    async def load(style: str, requested: str) -> bytes:
        path = resolve_layout(root, style, requested)
        if not os.path.isfile(path):
            raise falcon.HTTPNotFound(title="Layout not found")
        return await read_layout(path)

    return load


MEDIA_TYPES: Dict[str, str] = {
    ".svg": "image/svg+xml",
    ".pdf": "application/pdf",
    ".json": "application/json",
}


class StyleGuard:
    async def process_resource(self, req, resp, resource, params):
        style = params.get("style")
        if style is not None and style not in STYLES:
            raise falcon.HTTPNotFound(title="Unknown binding style")
        req.context.style = style


class CoverTemplates:
    def __init__(self, load):
        self._load = load

    async def on_get(self, req: falcon.asgi.Request, resp: falcon.asgi.Response, style: str):
        requested = req.get_param("layout", required=True)
        body = await self._load(req.context.style, requested)
        ext = os.path.splitext(requested)[1].lower()
        resp.content_type = MEDIA_TYPES.get(ext, "application/octet-stream")
        resp.data = body


def create_app(root: str = TEMPLATE_ROOT) -> falcon.asgi.App:
    app = falcon.asgi.App(middleware=[StyleGuard()])
    app.add_route("/covers/{style}", CoverTemplates(layout_loader(root)))
    return app


app = create_app()
