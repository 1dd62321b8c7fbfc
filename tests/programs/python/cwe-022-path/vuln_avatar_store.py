# aiohttp endpoint that stores uploaded avatar images under the media directory.
import os

from aiohttp import web

MEDIA_DIR = "/var/lib/app/media/avatars"
ALLOWED_EXT = {".png", ".jpg", ".jpeg", ".gif"}
MAX_BYTES = 2 * 1024 * 1024


def image_extension(filename):
    ext = os.path.splitext(filename)[1].lower()
    return ext if ext in ALLOWED_EXT else None


async def upload_avatar(request: web.Request) -> web.Response:
    reader = await request.multipart()
    field = await reader.next()
    if field is None or field.name != "avatar":
        return web.json_response({"error": "missing avatar"}, status=400)
    filename = field.filename or ""
    ext = image_extension(filename)
    if ext is None:
        return web.json_response({"error": "unsupported type"}, status=415)
    target = os.path.join(MEDIA_DIR, filename)
    size = 0
    with open(target, "wb") as out:
        while True:
            chunk = await field.read_chunk()
            if not chunk:
                break
            size += len(chunk)
            if size > MAX_BYTES:
                raise web.HTTPRequestEntityTooLarge(max_size=MAX_BYTES, actual_size=size)
            out.write(chunk)
    return web.json_response({"stored": os.path.basename(target), "bytes": size})


app = web.Application()
app.router.add_post("/profile/avatar", upload_avatar)

if __name__ == "__main__":
    web.run_app(app, port=8081)
