# aiohttp handler that receives stem audio uploads for a track and stores them per artist
import os
from pathlib import Path

from aiohttp import web

STEMS_ROOT = Path("/var/lib/stream/stems")
ALLOWED_EXT = {".wav", ".flac", ".aiff"}


def base_name_only(name):
    return Path(name.replace("\\", "/")).name or None


def with_extension_check(name):
    return name if name and os.path.splitext(name)[1].lower() in ALLOWED_EXT else None


async def iter_parts(request):
    reader = await request.multipart()
    while (part := await reader.next()) is not None:
        yield part


async def save_part(part, target_dir):
    checked = with_extension_check(base_name_only(part.filename or ""))
    if checked is None:
        return None
    destination = (target_dir / checked).resolve()
    if destination.parent != target_dir.resolve():
        return None
    with open(destination, "wb") as out:
        while chunk := await part.read_chunk():
            out.write(chunk)
    return destination


async def saved_paths(request, target_dir):
    async for part in iter_parts(request):
        if (path := await save_part(part, target_dir)) is not None:
            yield path


async def upload_stems(request):
    artist_id = int(request.match_info["artist_id"])
    target_dir = STEMS_ROOT / str(artist_id)
    target_dir.mkdir(parents=True, exist_ok=True)
    stored = [path async for path in saved_paths(request, target_dir)]
    return web.json_response({"artist": artist_id, "stored": len(stored)})


app = web.Application(client_max_size=512 * 1024 * 1024)
app.router.add_post(r"/artists/{artist_id:\d+}/stems", upload_stems)
