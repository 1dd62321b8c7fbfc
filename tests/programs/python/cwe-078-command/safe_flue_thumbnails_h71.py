# A flue thumbnails program of the h71 set (cwe-078-command).
import os
import re
import subprocess
from pathlib import Path

from flask import Flask, abort, jsonify, request, send_file

app = Flask(__name__)

FOOTAGE_DIR = Path(os.environ.get("FOOTAGE_DIR", "/data/flue-cam"))
STILLS_DIR = Path(os.environ.get("STILLS_DIR", "/data/flue-stills"))
TIMESTAMP_RE = re.compile(r"\d{2}:\d{2}:\d{2}(?:\.\d{1,3})?")
VISIT_RE = re.compile(r"\d{4,8}")


class FrameRequestError(ValueError):
    pass


def footage_for(visit_id: str) -> Path:
    if not VISIT_RE.fullmatch(visit_id):
        abort(404)
    clip = FOOTAGE_DIR / f"{visit_id}.mp4"
    if not clip.is_file():
        abort(404)
    return clip


def parse_timestamp(raw: str) -> str:
    if not TIMESTAMP_RE.fullmatch(raw):
        raise FrameRequestError("timestamp must look like HH:MM:SS")
    return raw


@app.errorhandler(FrameRequestError)
def bad_frame_request(exc: FrameRequestError):
    return jsonify(error=str(exc)), 400


@app.post("/visits/<visit_id>/stills")
def extract_still(visit_id: str):
    clip = footage_for(visit_id)
    payload = request.get_json(silent=True) or {}
    at = parse_timestamp(str(payload.get("at", "00:00:05")))

    STILLS_DIR.mkdir(parents=True, exist_ok=True)
    out = STILLS_DIR / f"{visit_id}-{at.replace(':', '')}.jpg"
    cmd = ["ffmpeg", "-y", "-loglevel", "error", "-ss", at, "-i", str(clip),
           "-frames:v", "1", "-q:v", "3", str(out)]
    result = subprocess.run(cmd, capture_output=True, text=True, timeout=60)
    if result.returncode != 0:
        app.logger.error("ffmpeg failed for visit %s: %s", visit_id, result.stderr)
        return jsonify(error="could not extract frame"), 502
    return jsonify(still=out.name), 201


@app.get("/visits/<visit_id>/stills/<name>")
def get_still(visit_id: str, name: str):
    footage_for(visit_id)
    if not re.fullmatch(rf"{visit_id}-\d{{6}}(?:\.\d{{1,3}})?\.jpg", name):
        abort(404)
    path = STILLS_DIR / name
    if not path.is_file():
        abort(404)
    return send_file(path, mimetype="image/jpeg")


if __name__ == "__main__":
    app.run(port=8061)
