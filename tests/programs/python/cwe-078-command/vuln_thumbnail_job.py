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
        return f"convert '{self.source}' -resize {self.width}x{self.height} '{self.target}'"


def parse_size(payload, key, default=128):
    value = payload.get(key, default)
    if isinstance(value, str) and not value.strip():
        return default
    return value


@app.post("/media/thumbnail")
def make_thumbnail():
    payload = request.get_json(force=True)
    name = os.path.basename(payload.get("image", ""))
    if not name:
        return jsonify(error="image is required"), 400
    job = ThumbnailJob(os.path.join(MEDIA_ROOT, name),
                       parse_size(payload, "w"), parse_size(payload, "h"))
    result = subprocess.run(job.command(), shell=True, capture_output=True, timeout=30)
    if result.returncode != 0:
        return jsonify(error="conversion failed"), 500
    return jsonify(thumbnail=os.path.basename(job.target))
