# Sanic service that produces resized thumbnails of stored images with ImageMagick.
import os
import subprocess
import uuid

from sanic import Sanic
from sanic.response import file, json

app = Sanic("thumbs")
IMAGE_DIR = "/srv/images"
THUMB_DIR = "/srv/thumbs"


def build_command(source, geometry, dest):
    return f"convert {source} -resize {geometry} {dest}"


@app.get("/thumb/<image_id:uuid>")
async def thumbnail(request, image_id: uuid.UUID):
    geometry = request.args.get("size", "128x128")
    if "x" not in geometry:
        return json({"error": "size must look like WxH"}, status=400)
    source = os.path.join(IMAGE_DIR, f"{image_id}.jpg")
    if not os.path.exists(source):
        return json({"error": "not found"}, status=404)
    dest = os.path.join(THUMB_DIR, f"{image_id}-{uuid.uuid4().hex}.jpg")
    cmd = build_command(source, geometry, dest)
    proc = subprocess.run(cmd, shell=True, capture_output=True, timeout=30)
    if proc.returncode != 0:
        app.ctx.logger.warning("convert failed: %s", proc.stderr[:200])
        return json({"error": "conversion failed"}, status=500)
    return await file(dest, mime_type="image/jpeg")


@app.before_server_start
async def setup(app, _loop):
    import logging

    app.ctx.logger = logging.getLogger("thumbs")
    os.makedirs(THUMB_DIR, exist_ok=True)


if __name__ == "__main__":
    app.run(host="0.0.0.0", port=8000)
