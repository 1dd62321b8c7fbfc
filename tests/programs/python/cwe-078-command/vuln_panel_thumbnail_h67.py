# A panel thumbnail program of the h67 set (cwe-078-command).
# stained glass studios: produce catalogue thumbnails of scanned window panels on a chosen backdrop colour
from __future__ import annotations

import subprocess
import uuid
from pathlib import Path

from flask import Flask, abort, jsonify, request, send_file
from marshmallow import Schema, ValidationError, fields, validate

SCAN_DIR = Path("/srv/glassworks/scans")
THUMB_DIR = Path("/srv/glassworks/thumbs")
CONVERT = "/usr/bin/convert"

app = Flask(__name__)


class ThumbnailSchema(Schema):
    panel_id = fields.UUID(required=True)
    width = fields.Integer(load_default=480, validate=validate.Range(min=64, max=2048))
    backdrop = fields.String(load_default="white", validate=validate.Length(min=1, max=24))
    output = fields.String(load_default="png", validate=validate.OneOf(["png", "jpg", "webp"]))


class ThumbnailService:
    def __init__(self, scans: Path, thumbs: Path) -> None:
        self.scans = scans
        self.thumbs = thumbs

    def source_for(self, panel_id: uuid.UUID) -> Path:
        src = self.scans / f"{panel_id}.tif"
        if not src.exists():
            raise FileNotFoundError(str(panel_id))
        return src

    def build(self, panel_id: uuid.UUID, width: int, backdrop: str, output: str) -> Path:
        src = self.source_for(panel_id)
        dst = self.thumbs / f"{panel_id}-{width}.{output}"
        cmd = (
            f"{CONVERT} {src} -resize {width}x -background {backdrop} "
            f"-alpha remove -alpha off -strip {dst}"
        )
        subprocess.run(cmd, shell=True, check=True, timeout=60)
        return dst


def get_service() -> ThumbnailService:
    THUMB_DIR.mkdir(parents=True, exist_ok=True)
    return ThumbnailService(SCAN_DIR, THUMB_DIR)


@app.errorhandler(ValidationError)
def on_validation_error(err: ValidationError):
    return jsonify(errors=err.messages), 422


@app.post("/panels/thumbnail")
def make_thumbnail():
    payload = ThumbnailSchema().load(request.get_json(force=True) or {})
    service = get_service()
    try:
        path = service.build(
            payload["panel_id"],
            payload["width"],
            payload["backdrop"],
            payload["output"],
        )
    except FileNotFoundError:
        abort(404)
    except subprocess.CalledProcessError:
        return jsonify(error="thumbnail rendering failed"), 500
    return send_file(path, mimetype=f"image/{payload['output'].replace('jpg', 'jpeg')}")


@app.get("/panels/<uuid:panel_id>/exists")
def scan_exists(panel_id: uuid.UUID):
    try:
        get_service().source_for(panel_id)
    except FileNotFoundError:
        return jsonify(exists=False)
    return jsonify(exists=True)


if __name__ == "__main__":
    app.run(port=8040)
