# FastAPI service that queues ffmpeg renditions of catalogue videos for a streaming platform.
import os
from typing import Callable

from fastapi import BackgroundTasks, FastAPI, Header, HTTPException

app = FastAPI()
MEDIA_DIR = "/srv/stream/media"
PRESETS = {
    "mobile": "-vf scale=640:-2 -b:v 800k",
    "hd": "-vf scale=1280:-2 -b:v 3000k",
    "uhd": "-vf scale=3840:-2 -b:v 14000k",
}


def make_job(asset_id: int, profile: str, on_finish: Callable[[int, str, int], None]) -> Callable[[], None]:
    def job() -> None:
        src = os.path.join(MEDIA_DIR, f"{asset_id}.mov")
        out = os.path.join(MEDIA_DIR, f"{asset_id}_{profile}.mp4")
        settings = PRESETS[profile]
        status = os.system(f"ffmpeg -y -loglevel error -i {src} {settings} {out}")
        on_finish(asset_id, profile, status)
    return job


def log_finish(asset_id: int, profile: str, status: int) -> None:
    print(f"rendition {asset_id}/{profile} exited with {status}")


@app.post("/assets/{asset_id}/renditions")
async def request_rendition(
    asset_id: int,
    background: BackgroundTasks,
    x_rendition_profile: str = Header("hd"),
):
    profile = x_rendition_profile.strip().lower()
    if profile not in PRESETS:
        raise HTTPException(status_code=400, detail="unknown rendition profile")
    background.add_task(make_job(asset_id, profile, log_finish))
    return {"queued": True, "asset": asset_id, "profile": profile}
