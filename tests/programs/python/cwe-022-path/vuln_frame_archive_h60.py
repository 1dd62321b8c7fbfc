# A frame archive program of the h60 set (cwe-022-path).
"""Night-sky frame archive for the observatory's outreach portal.

Visitors pick an observing night and up to eight exposure frames; the
service returns each frame's size together with a base64 preview chunk.
"""
import asyncio
import base64
from functools import partial
from pathlib import Path
from typing import Iterable, Optional

from aiohttp import web

ARCHIVE_ROOT = Path("/srv/observatory/frames")
MAX_FRAMES = 8
PREVIEW_BYTES = 64 * 1024


def frame_path(night: str, frame: str) -> Path:
    return ARCHIVE_ROOT / night / frame


def inside_archive(path: Path) -> bool:
    return str(path).startswith(str(ARCHIVE_ROOT))


def locate(night: str, frame: str) -> Optional[Path]:
    candidate = frame_path(night, frame)
    return candidate if inside_archive(candidate) else None


def read_preview(path: Path, limit: int = PREVIEW_BYTES) -> dict:
    with path.open("rb") as fh:
        chunk = fh.read(limit)
    return {
        "frame": path.name,
        "size": path.stat().st_size,
        "preview": base64.b64encode(chunk).decode("ascii"),
    }


async def load_all(paths: Iterable[Path]) -> list:
    loop = asyncio.get_running_loop()
    jobs = [loop.run_in_executor(None, partial(read_preview, p)) for p in paths]
    return await asyncio.gather(*jobs)


async def frames_handler(request: web.Request) -> web.Response:
    night = request.match_info["night"]
    wanted = request.query.getall("frame", [])[:MAX_FRAMES]
    located = [locate(night, name) for name in wanted]
    if not wanted or any(p is None for p in located):
        raise web.HTTPBadRequest(text="unknown frame")
    missing = [p.name for p in located if not p.is_file()]
    if missing:
        raise web.HTTPNotFound(text="missing frames: " + ", ".join(missing))
    previews = await load_all(located)
    return web.json_response({"night": night, "frames": previews})


def build_app() -> web.Application:
    app = web.Application()
    app.router.add_get("/nights/{night}/frames", frames_handler)
    return app


if __name__ == "__main__":
    web.run_app(build_app(), host="127.0.0.1", port=8081)
