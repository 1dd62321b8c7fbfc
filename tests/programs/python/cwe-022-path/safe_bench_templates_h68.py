# A bench templates program of the h68 set (cwe-022-path).
# luthiers: serve fret-slotting, bracing and rosette templates to workshop tablets
from __future__ import annotations

import mimetypes
from dataclasses import dataclass
from pathlib import Path
from typing import Annotated, Literal

from fastapi import FastAPI, HTTPException, Query
from fastapi.responses import FileResponse

TEMPLATE_ROOT = Path("/srv/workshop/templates")
INSTRUMENTS = frozenset({"classical", "steel-string", "mandolin", "ukulele", "archtop"})

app = FastAPI(title="Bench Templates")


@dataclass(frozen=True, slots=True, kw_only=True)
class TemplateRequest:
    instrument: str
    kind: Literal["fret", "brace", "rosette"]
    filename: str

    @property
    def parts(self) -> tuple[str, ...]:
        return tuple(p for p in self.filename.split("/") if p)


def _locate(req: TemplateRequest) -> Path:
    match req:
        case TemplateRequest(instrument=inst) if inst not in INSTRUMENTS:
            raise HTTPException(status_code=404, detail=f"no templates for {inst!r}")
        case TemplateRequest(kind="fret", parts=[scale]) if scale.endswith(".svg"):
            return TEMPLATE_ROOT / req.instrument / "fret" / scale
        case TemplateRequest(kind="brace", parts=[pattern_dir, *rest]) if ".." not in (pattern_dir, *rest):
            return TEMPLATE_ROOT / req.instrument / "brace" / pattern_dir / Path(*rest)
        case TemplateRequest(kind="rosette", parts=[*segments]) if segments:
            return TEMPLATE_ROOT.joinpath(req.instrument, "rosette", *segments)
        case _:
            raise HTTPException(status_code=404, detail="unknown template")


def _open_template(req: TemplateRequest) -> Path:
    candidate = _locate(req).resolve()
    if not candidate.is_relative_to(TEMPLATE_ROOT.resolve()) or not candidate.is_file():
        raise HTTPException(status_code=404, detail="template not found")
    return candidate


@app.get("/templates/{instrument}/{kind}")
async def download_template(
    instrument: str,
    kind: Literal["fret", "brace", "rosette"],
    file: Annotated[str, Query(min_length=1, max_length=240)],
) -> FileResponse:
    req = TemplateRequest(instrument=instrument, kind=kind, filename=file)
    path = _open_template(req)
    media_type, _ = mimetypes.guess_type(path.name)
    return FileResponse(
        path,
        media_type=media_type or "application/octet-stream",
        filename=path.name,
    )


@app.get("/templates/{instrument}")
async def list_templates(instrument: str) -> dict[str, list[str]]:
    if instrument not in INSTRUMENTS:
        raise HTTPException(status_code=404, detail="unknown instrument")
    base = TEMPLATE_ROOT / instrument
    return {
        kind: sorted(
            str(p.relative_to(base / kind))
            for p in (base / kind).rglob("*")
            if p.is_file()
        )
        for kind in ("fret", "brace", "rosette")
        if (base / kind).is_dir()
    }
