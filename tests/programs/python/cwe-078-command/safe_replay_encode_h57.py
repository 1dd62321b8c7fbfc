# Replay clip rendering service: an HTTP endpoint enqueues jobs and a worker thread calls ffmpeg for each one.
import json
import os
import queue
import re
import threading

from flask import Flask, jsonify, request

app = Flask(__name__)
jobs: "queue.Queue[str]" = queue.Queue()
CLIP_NAME = re.compile(r"[A-Za-z0-9_-]+")


class EncodeSettings:
    replay_dir = "/data/replays"
    output_dir = "/data/clips"
    preset = "veryfast"


class InvalidClip(Exception):
    pass


class ClipEncoder:
    def __init__(self, settings: EncodeSettings):
        self.s = settings

    def encode(self, match_id: int, clip_name: str) -> int:
        src = os.path.join(self.s.replay_dir, f"{match_id}.mp4")
        dst = os.path.join(self.s.output_dir, f"{clip_name}.mp4")
        return os.system(f"ffmpeg -y -loglevel error -i {src} -preset {self.s.preset} {dst}")


class EncodeJobConsumer:
    def __init__(self, encoder: ClipEncoder):
        self.encoder = encoder

    def handle(self, raw: str) -> int:
        payload = json.loads(raw)
        name = str(payload["clip_name"])
        if not CLIP_NAME.fullmatch(name):
            raise InvalidClip(name)
        return self.encoder.encode(int(payload["match_id"]), name)

    def run_forever(self):
        while True:
            raw = jobs.get()
            try:
                self.handle(raw)
            except (InvalidClip, KeyError, ValueError):
                app.logger.warning("dropping clip job %s", raw)
            finally:
                jobs.task_done()


@app.post("/matches/<int:match_id>/clips")
def request_clip(match_id: int):
    body = request.get_json(force=True) or {}
    jobs.put(json.dumps({"match_id": match_id, "clip_name": body.get("name", "")}))
    return jsonify(status="queued"), 202


consumer = EncodeJobConsumer(ClipEncoder(EncodeSettings()))
threading.Thread(target=consumer.run_forever, daemon=True).start()
