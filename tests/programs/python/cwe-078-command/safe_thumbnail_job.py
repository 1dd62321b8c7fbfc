# Generates image thumbnails for the media library using ImageMagick.
import os
import subprocess

from flask import Flask, jsonify, request

app = Flask(__name__)
MEDIA_ROOT = os.environ.get("MEDIA_ROOT", "/srv/media")


class ThumbnailJob:
    def __init__(self, source, width, height):
        self.source = source
        self.width = width
        self.height = height

    @property
    def target(self):
        return self.source.rsplit(".", 1)[0] + "_thumb.jpg"

    def command(self):
        return ["convert", self.source, "-resize", f"{self.width}x{self.height}", self.target]


def parse_size(payload, key, default=128):
    value = int(payload.get(key, default))
    if not 16 <= value <= 1024:
        raise ValueError(f"{key} out of range")
    return value


@app.post("/media/thumbnail")
def make_thumbnail():
    payload = request.get_json(force=True)
    name = os.path.basename(payload.get("image", ""))
    if not name:
        return jsonify(error="image is required"), 400
    try:
        width, height = parse_size(payload, "w"), parse_size(payload, "h")
    except (TypeError, ValueError):
        return jsonify(error="invalid size"), 400
    job = ThumbnailJob(os.path.join(MEDIA_ROOT, name), width, height)
    result = subprocess.run(job.command(), capture_output=True, timeout=30)
    if result.returncode != 0:
        return jsonify(error="conversion failed"), 500
    return jsonify(thumbnail=os.path.basename(job.target))
