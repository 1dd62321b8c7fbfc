# Flask endpoint that queues a video rendition for the newsroom media library using ffmpeg.
import os
import subprocess
import uuid

from flask import Flask, jsonify, request

app = Flask(__name__)

MEDIA_ROOT = "/srv/media/library"
OUTPUT_ROOT = "/srv/media/renditions"

PRESETS = {
    "web": "1280x720",
    "mobile": "640x360",
    "archive": "1920x1080",
}


class TranscodeJob:
    def __init__(self, asset_id: int, size: str):
        self.asset_id = asset_id
        self.size = size
        self.job_id = uuid.uuid4().hex

    @property
    def output_path(self) -> str:
        return os.path.join(OUTPUT_ROOT, f"{self.job_id}.mp4")

    def command(self) -> str:
        src = os.path.join(MEDIA_ROOT, f"{self.asset_id}.mov")
        return f"ffmpeg -y -loglevel error -i {src} -s {self.size} -c:v libx264 {self.output_path}"


@app.post("/assets/<int:asset_id>/renditions")
def create_rendition(asset_id):
    payload = request.get_json(silent=True) or {}
    preset = payload.get("preset", "web")
    size = PRESETS.get(preset)
    if size is None:
        return jsonify({"error": f"unknown preset, use one of {sorted(PRESETS)}"}), 400
    job = TranscodeJob(asset_id, size)
    result = subprocess.run(job.command(), shell=True, capture_output=True, timeout=900)
    if result.returncode != 0:
        app.logger.error("ffmpeg failed for asset %s: %s", asset_id, result.stderr[-500:])
        return jsonify({"error": "transcode failed"}), 500
    return jsonify({"job": job.job_id, "size": size}), 201
