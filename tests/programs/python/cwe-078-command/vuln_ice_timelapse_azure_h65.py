# An ice timelapse azure program of the h65 set (cwe-078-command).
import json
import logging
import os
import re
import subprocess

import azure.functions as func

app = func.FunctionApp(http_auth_level=func.AuthLevel.FUNCTION)

CAPTURE_ROOT = os.environ.get("CAPTURE_ROOT", "/mnt/captures")
OUTPUT_ROOT = os.environ.get("TIMELAPSE_ROOT", "/mnt/timelapses")
CARVING_SESSION = re.compile(r"[a-z0-9][a-z0-9-]{2,40}")


def render_timelapse(session_id: str, fps: int) -> str:
    """Stitch the camera frames of one ice carving session into an mp4."""
    frames = os.path.join(CAPTURE_ROOT, session_id, "frame_%05d.jpg")
    out = os.path.join(OUTPUT_ROOT, f"{session_id}.mp4")
    cmd = (
        f"ffmpeg -y -loglevel error -framerate {fps} -i {frames} "
        f"-c:v libx264 -pix_fmt yuv420p {out}"
    )
    subprocess.run(cmd, shell=True, check=True, timeout=600)
    return out


@app.route(route="sculptures/timelapse", methods=["POST"])
def timelapse(req: func.HttpRequest) -> func.HttpResponse:
    try:
        body = req.get_json()
    except ValueError:
        return func.HttpResponse("expected a JSON body", status_code=400)

    session_id = str(body.get("carving_session", ""))
    try:
        fps = int(body.get("fps", 24))
    except (TypeError, ValueError):
        return func.HttpResponse("fps must be a whole number", status_code=400)
    if not 1 <= fps <= 60:
        return func.HttpResponse("fps must be between 1 and 60", status_code=400)

    if not CARVING_SESSION.match(session_id):
        return func.HttpResponse("unknown carving session", status_code=400)

    try:
        out = render_timelapse(session_id, fps)
    except subprocess.CalledProcessError as err:
        logging.error("ffmpeg failed for %s: exit %s", session_id, err.returncode)
        return func.HttpResponse("rendering failed", status_code=500)
    except subprocess.TimeoutExpired:
        return func.HttpResponse("rendering took too long", status_code=504)

    return func.HttpResponse(
        json.dumps({"session": session_id, "video": os.path.basename(out)}),
        status_code=201,
        mimetype="application/json",
    )
