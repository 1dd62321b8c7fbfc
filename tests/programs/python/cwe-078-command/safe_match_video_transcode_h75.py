# A polo club match video transcoding program of the h75 set (cwe-078-command).
import logging
import os
import subprocess
import uuid

from flask import Flask, jsonify, request

app = Flask(__name__)
log = logging.getLogger("poloclub.video")

CLIP_DIR = "/srv/poloclub/raw_clips"
OUT_DIR = "/srv/poloclub/published"
PRESETS = {"hd": ["1280x720", "2500k"], "mobile": ["640x360", "800k"]}
FALLBACK_ORDER = ["hd", "mobile"]


class TranscodeError(Exception):
    pass


def locate_clip(clip_id):
    try:
        uuid.UUID(clip_id)
    except (ValueError, TypeError) as exc:
        raise TranscodeError("clip id must be a uuid") from exc
    path = os.path.join(CLIP_DIR, f"{clip_id}.mov")
    if not os.path.isfile(path):
        raise TranscodeError("clip not found")
    return path


def run_ffmpeg(src, dest, preset, title):
    size, bitrate = PRESETS[preset]
    command = [
        "ffmpeg", "-y", "-loglevel", "error", "-i", src, "-s", size, "-b:v", bitrate,
        "-metadata", f"title={title}", dest,
    ]
    return subprocess.run(command, capture_output=True, timeout=900)


def transcode(src, clip_id, title, preferred):
    order = [preferred] + [p for p in FALLBACK_ORDER if p != preferred]
    last_error = None
    for preset in order:
        dest = os.path.join(OUT_DIR, f"{clip_id}-{preset}.mp4")
        try:
            result = run_ffmpeg(src, dest, preset, title)
        except subprocess.TimeoutExpired:
            last_error = f"{preset}: timed out"
            continue
        if result.returncode != 0:
            last_error = f"{preset}: {result.stderr.decode(errors='replace')[-300:]}"
            log.warning("ffmpeg failed for %s, trying next preset", clip_id)
            continue
        return dest, preset
    raise TranscodeError(last_error or "no preset succeeded")


@app.route("/matches/clips", methods=["POST"])
def publish_clip():
    payload = request.get_json(silent=True) or {}
    clip_id = payload.get("clip_id", "")
    title = payload.get("title", "Untitled chukka")[:120]
    preset = payload.get("preset", "hd")
    if preset not in PRESETS:
        return jsonify(error=f"unknown preset {preset!r}"), 400
    try:
        src = locate_clip(clip_id)
        dest, used = transcode(src, clip_id, title, preset)
    except TranscodeError as exc:
        log.info("clip %s not published: %s", clip_id, exc)
        return jsonify(error=str(exc)), 422
    return jsonify(published=os.path.basename(dest), preset=used), 201


if __name__ == "__main__":
    app.run(port=8070)
