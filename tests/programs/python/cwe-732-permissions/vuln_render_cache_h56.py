# Celery task and Flask trigger that export a scene's edit decision list into the shared render cache
import os
import tempfile

from celery import Celery
from flask import Flask, jsonify, request

celery = Celery("render", broker=os.environ["RENDER_BROKER_URL"])
app = Flask(__name__)
CACHE_ROOT = "/srv/render-cache"
EDL_MODE = 0o777


def edl_lines(cuts):
    row = lambda i, c: f"{i:03d}  {c['reel'][:8]:<8} V     C        {c['src_in']} {c['src_out']}"
    return [row(i, c) for i, c in enumerate(cuts, 1)]


def atomic_write(path, text, mode):
    fd, tmp = tempfile.mkstemp(dir=os.path.dirname(path), suffix=".part")
    with os.fdopen(fd, "w") as fh:
        fh.write(text)
    os.chmod(tmp, mode)
    os.replace(tmp, path)


@celery.task
def export_edl(project_id: int, scene: int, cuts: list[dict]) -> str:
    folder = os.path.join(CACHE_ROOT, f"project_{project_id}")
    os.makedirs(folder, exist_ok=True)
    target = os.path.join(folder, f"scene_{scene:04d}.edl")
    atomic_write(target, "TITLE: scene %d\n" % scene + "\n".join(edl_lines(cuts)) + "\n", EDL_MODE)
    return target


@app.post("/projects/<int:project_id>/scenes/<int:scene>/edl")
def request_export(project_id, scene):
    cuts = [c for c in (request.get_json(silent=True) or {}).get("cuts", []) if isinstance(c, dict)]
    if not cuts or not all({"reel", "src_in", "src_out"} <= c.keys() for c in cuts):
        return jsonify({"error": "each cut needs reel, src_in and src_out"}), 400
    job = export_edl.delay(project_id, scene, cuts)
    return jsonify({"job": job.id}), 202
