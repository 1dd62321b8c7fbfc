# A panel cutsheets program of the h68 set (cwe-078-command).
# yurt makers: render canvas panel cut-sheets for the cutting table from stored SVG patterns
from __future__ import annotations

import re
import subprocess
from dataclasses import dataclass
from functools import partial
from pathlib import Path

from litestar import Litestar, post
from litestar.exceptions import HTTPException

PATTERN_DIR = Path("/srv/yurtworks/patterns")
OUTPUT_DIR = Path("/srv/yurtworks/cutsheets")
DIAMETERS_M = (3.6, 4.5, 5.5, 6.1, 7.0)

run_shell = partial(subprocess.run, shell=True, capture_output=True, text=True, timeout=120)


@dataclass(slots=True, frozen=True, kw_only=True)
class CutSheetRequest:
    pattern: str
    diameter: float
    wall_height_cm: int = 180
    fabric: str = "canvas-12oz"


@dataclass(slots=True, frozen=True)
class CutSheetResult:
    sheet: str
    diameter: float
    log: str


def _scale_for(diameter: float, wall_height_cm: int) -> float:
    match min(DIAMETERS_M, key=lambda d: abs(d - diameter)):
        case d if abs(d - diameter) > 0.25:
            raise HTTPException(status_code=422, detail=f"no lattice plan near {diameter} m")
        case d:
            return round(d / DIAMETERS_M[0] * wall_height_cm / 180, 3)


def _render(req: CutSheetRequest) -> CutSheetResult:
    label = req.pattern.strip().removesuffix(".svg")
    slug = re.sub(r"[^A-Za-z0-9_-]", "_", label)[:64]
    if not slug.strip("_"):
        raise HTTPException(status_code=422, detail="pattern name is empty")

    scale = _scale_for(req.diameter, req.wall_height_cm)
    out_file = OUTPUT_DIR / f"{slug}-{req.diameter:.1f}m.pdf"
    source = PATTERN_DIR / f"{label}.svg"

    cmd = " ".join(
        [
            "inkscape",
            "--export-type=pdf",
            f"--export-filename={out_file}",
            f"--actions='transform-scale:{scale}'",
            str(source),
        ]
    )
    done = run_shell(cmd)
    if done.returncode != 0:
        raise HTTPException(status_code=500, detail="render failed")
    return CutSheetResult(sheet=out_file.name, diameter=req.diameter, log=done.stderr[-400:])


@post("/cutsheets")
async def create_cutsheet(data: CutSheetRequest) -> CutSheetResult:
    return _render(data)


@post("/cutsheets/batch")
async def create_batch(data: list[CutSheetRequest]) -> list[CutSheetResult]:
    if len(data) > 12:
        raise HTTPException(status_code=413, detail="at most 12 panels per batch")
    return [_render(item) for item in data]


app = Litestar(route_handlers=[create_cutsheet, create_batch])
