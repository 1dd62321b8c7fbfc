# FastAPI endpoint that queues a proxy transcode of dailies footage and runs it as a background task
import re
import shlex
import subprocess
from dataclasses import dataclass

from fastapi import BackgroundTasks, FastAPI, HTTPException
from pydantic import BaseModel

app = FastAPI()
CLIP_NAME = re.compile(r"[A-Za-z0-9_-]+\.(mov|mxf)")
PRESETS = {
    "proxy": "-vf scale=1280:-2 -c:v libx264 -crf 23",
    "review": "-vf scale=1920:-2 -c:v libx264 -crf 18",
}


class TranscodeRequest(BaseModel):
    clip: str
    preset: str = "proxy"
    watermark: str = ""


@dataclass(frozen=True)
class Job:
    source: str
    preset_args: str
    label: str


def build_job(req: TranscodeRequest) -> Job:
    return Job(f"/mnt/dailies/{req.clip}", PRESETS.get(req.preset, PRESETS["proxy"]), req.watermark)


def to_argv(job: Job) -> list[str]:
    overlay = ["-metadata", f"comment={job.label}"] if job.label else []
    target = f"{job.source}.proxy.mp4"
    return ["ffmpeg", "-y", "-i", job.source, *shlex.split(job.preset_args), *overlay, target]


def run(argv: list[str]) -> None:
    subprocess.run(argv, check=False, timeout=3600)


@app.post("/dailies/transcode", status_code=202)
async def schedule(req: TranscodeRequest, tasks: BackgroundTasks):
    if not CLIP_NAME.fullmatch(req.clip):
        raise HTTPException(status_code=400, detail="unknown clip")
    job = build_job(req)
    tasks.add_task(lambda: run(to_argv(job)))
    return {"queued": req.clip, "preset": req.preset}
