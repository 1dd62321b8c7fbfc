# aiohttp handler returning CSS and image assets for user-selected UI themes.
import mimetypes
import re
from pathlib import Path

from aiohttp import web

THEMES_DIR = Path("/opt/portal/themes")
NAME_RE = re.compile(r"[a-z0-9_-]{1,32}")


def valid_name(value: str) -> bool:
    return NAME_RE.fullmatch(value) is not None


def resolve_asset(theme: str, asset: str) -> Path:
    return THEMES_DIR / theme / asset


async def theme_asset(request: web.Request) -> web.StreamResponse:
    theme = request.match_info["theme"]
    asset = request.query.get("asset", "style.css")
    if not valid_name(theme):
        raise web.HTTPBadRequest(text="unknown theme")
    target = resolve_asset(theme, asset)
    if not target.is_file():
        raise web.HTTPNotFound()
    content_type, _ = mimetypes.guess_type(target.name)
    return web.FileResponse(
        target, headers={"Content-Type": content_type or "application/octet-stream"}
    )


def create_app() -> web.Application:
    app = web.Application()
    app.router.add_get("/themes/{theme}/asset", theme_asset)
    return app


if __name__ == "__main__":
    web.run_app(create_app(), port=8081)
