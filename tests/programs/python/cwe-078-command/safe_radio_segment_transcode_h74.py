# A radio segment transcode program of the h74 set (cwe-078-command).
import os
import re
import subprocess
import uuid
from pathlib import Path

from celery import Celery
from flask import Flask, abort, jsonify, request

UPLOAD_DIR = Path(os.environ.get("SEGMENT_UPLOADS", "/var/spool/kwrx/uploads"))
PLAYOUT_DIR = Path(os.environ.get("PLAYOUT_DIR", "/var/spool/kwrx/playout"))
BROKER_URL = os.environ.get("CELERY_BROKER_URL", "redis://queue.kwrx-internal:6379/2")

app = Flask(__name__)
celery = Celery("segments", broker=BROKER_URL, backend=BROKER_URL)

ALLOWED_BITRATES = {96, 128, 192, 256}


def _slugify(title: str) -> str:
    slug = re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")
    return slug[:60] or "untitled"


@celery.task(bind=True, max_retries=2, acks_late=True)
def transcode_segment(self, upload_name: str, show_title: str, bitrate: int) -> str:
    source = UPLOAD_DIR / upload_name
    target = PLAYOUT_DIR / f"{show_title}-{bitrate}k.mp3"
    cmd = (
        f"ffmpeg -nostdin -y -loglevel error -i {source} "
        f"-af loudnorm=I=-16:TP=-1.5 -codec:a libmp3lame -b:a {bitrate}k {target}"
    )
    try:
        subprocess.run(cmd, shell=True, check=True, timeout=900)
    except subprocess.CalledProcessError as exc:
        raise self.retry(exc=exc, countdown=30)
    source.unlink(missing_ok=True)
    return str(target)


@app.post("/segments")
def upload_segment():
    audio = request.files.get("audio")
    if audio is None or not audio.filename:
        abort(400, "missing audio file")

    show_title = request.form.get("show_title", "").strip()
    if not show_title:
        abort(400, "missing show title")
    slug = _slugify(show_title)

    try:
        bitrate = int(request.form.get("bitrate", "128"))
    except ValueError:
        abort(400, "bitrate must be a number")
    if bitrate not in ALLOWED_BITRATES:
        abort(400, "unsupported bitrate")

    upload_name = f"{uuid.uuid4().hex}.wav"
    UPLOAD_DIR.mkdir(parents=True, exist_ok=True)
    audio.save(UPLOAD_DIR / upload_name)

    job = transcode_segment.delay(upload_name, slug, bitrate)
    return jsonify({"job": job.id, "segment": slug}), 202


@app.get("/segments/jobs/<job_id>")
def job_status(job_id: str):
    result = celery.AsyncResult(job_id)
    body = {"job": job_id, "state": result.state}
    if result.successful():
        body["file"] = Path(result.result).name
    return jsonify(body)


if __name__ == "__main__":
    app.run(host="0.0.0.0", port=5080)
