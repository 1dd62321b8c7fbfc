# A harp tone preview program of the h67 set (cwe-078-command).
# harp makers: render a short plucked-string audio preview so customers can hear a string's pitch before ordering
from __future__ import annotations

import subprocess
import tempfile
from pathlib import Path
from typing import Annotated, Literal

from fastapi import Depends, FastAPI, HTTPException
from fastapi.responses import Response
from pydantic import BaseModel, Field

SOX_BINARY = "/usr/bin/sox"


class PreviewRequest(BaseModel):
    harp_model: Literal["lever-34", "lever-38", "pedal-47"]
    note: Annotated[str, Field(pattern=r"^[A-G][#b]?[0-8]$", description="Scientific pitch, e.g. C4 or F#3")]
    seconds: Annotated[float, Field(gt=0.2, le=6.0)] = 2.5
    gain_db: Annotated[int, Field(ge=-20, le=0)] = -6


class ToneRenderer:
    def __init__(self, sox: str, workdir: Path) -> None:
        self.sox = sox
        self.workdir = workdir

    def render(self, req: PreviewRequest) -> bytes:
        out = self.workdir / f"{req.harp_model}.wav"
        command = (
            f"{self.sox} -n -r 44100 {out} synth {req.seconds} pluck {req.note} "
            f"fade q 0.01 {req.seconds} 0.8 gain {req.gain_db}"
        )
        result = subprocess.run(command, shell=True, capture_output=True, timeout=20)
        if result.returncode != 0:
            raise RuntimeError(result.stderr.decode(errors="replace"))
        return out.read_bytes()


def get_renderer():
    with tempfile.TemporaryDirectory(prefix="harp-preview-") as tmp:
        yield ToneRenderer(SOX_BINARY, Path(tmp))


app = FastAPI(title="String pitch previews")


@app.get("/models")
def harp_models() -> dict[str, list[str]]:
    return {"models": ["lever-34", "lever-38", "pedal-47"]}


@app.post("/previews", response_class=Response)
def create_preview(
    req: PreviewRequest,
    renderer: Annotated[ToneRenderer, Depends(get_renderer)],
) -> Response:
    try:
        audio = renderer.render(req)
    except (RuntimeError, subprocess.TimeoutExpired) as exc:
        raise HTTPException(status_code=502, detail=f"rendering failed: {exc}")
    return Response(
        content=audio,
        media_type="audio/wav",
        headers={"Content-Disposition": f'inline; filename="{req.harp_model}-preview.wav"'},
    )
