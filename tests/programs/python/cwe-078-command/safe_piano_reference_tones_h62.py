# A piano reference tones program of the h62 set (cwe-078-command).
"""Renders reference tones for piano technicians on a tuning visit."""
import asyncio
import os
import uuid
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Dict, List

from sanic import Sanic, json
from sanic.exceptions import BadRequest, SanicException
from sanic.request import Request

app = Sanic("TuningTones")
TONE_DIR = Path(os.environ.get("TONE_DIR", "/var/cache/tuning/tones"))

NOTE_HZ: Dict[str, float] = {
    "A0": 27.5, "C2": 65.41, "C3": 130.81, "C4": 261.63,
    "E4": 329.63, "G4": 392.0, "A4": 440.0, "C5": 523.25, "C7": 2093.0,
}

# stretch applied by temperament, keyed by name
TEMPERAMENTS: Dict[str, Callable[[float], float]] = {
    "equal": lambda hz: hz,
    "railsback": lambda hz: hz * (1.0008 if hz > 440 else 0.9994),
    "baroque": lambda hz: hz * 415.0 / 440.0,
}


@dataclass(frozen=True)
class ToneJob:
    note: str
    temperament: str
    seconds: float
    label: str

    @property
    def hz(self) -> float:
        return round(TEMPERAMENTS[self.temperament](NOTE_HZ[self.note]), 2)


def parse_job(payload: dict) -> ToneJob:
    note = str(payload.get("note", "")).upper()
    temperament = str(payload.get("temperament", "equal"))
    if note not in NOTE_HZ:
        raise BadRequest(f"unknown note {note!r}")
    if temperament not in TEMPERAMENTS:
        raise BadRequest(f"unknown temperament {temperament!r}")
    seconds = min(max(float(payload.get("seconds", 2.0)), 0.5), 10.0)
    label = str(payload.get("label") or f"{note} {temperament}")
    return ToneJob(note, temperament, seconds, label)


def sox_command(job: ToneJob, out: Path) -> List[str]:
    return [
        "sox", "--comment", job.label, "-n", "-r", "44100", str(out),
        "synth", str(job.seconds), "pluck", str(job.hz), "fade", "0", str(job.seconds), "0.4",
    ]


async def render(job: ToneJob) -> Path:
    out = TONE_DIR / f"{uuid.uuid4().hex}.wav"
    proc = await asyncio.create_subprocess_exec(
        *sox_command(job, out),
        stdout=asyncio.subprocess.DEVNULL,
        stderr=asyncio.subprocess.PIPE,
    )
    _, err = await proc.communicate()
    if proc.returncode != 0:
        raise SanicException(f"sox failed: {err.decode(errors='replace')[:200]}", status_code=502)
    return out


@app.before_server_start
async def prepare(app_: Sanic, _loop) -> None:
    TONE_DIR.mkdir(parents=True, exist_ok=True)


@app.post("/tones")
async def create_tone(request: Request):
    job = parse_job(request.json or {})
    path = await render(job)
    return json({"file": path.name, "note": job.note, "hz": job.hz}, status=201)
