# A kiln report program of the h72 set (cwe-078-command).
from __future__ import annotations

import logging
import os
import re
import subprocess
from dataclasses import dataclass
from typing import Callable

from celery import Celery

app = Celery("kilnworks", broker="redis://queue.cascadebinehops.com:6379/2")
log = logging.getLogger("kilnworks.charts")

LOT_CODE = re.compile(r"[A-Z]{2,4}-\d{2,5}")
CHART_DIR = "/srv/kilnworks/charts"
SENSOR_DIR = "/srv/kilnworks/sensors"


@dataclass(frozen=True)
class ChartRequest:
    lot: str
    variety: str
    requested_by: str

    @classmethod
    def from_message(cls, payload: dict[str, str]) -> "ChartRequest":
        return cls(
            lot=payload["lot"],
            variety=payload.get("variety", "unknown"),
            requested_by=payload.get("requested_by", "grading-office"),
        )


class GnuplotRenderer:
    """Callable that turns a lot's kiln sensor CSV into a PNG chart."""

    def __init__(self, script: str) -> None:
        self.script = script

    def __call__(self, lot: str, variety: str) -> str:
        out = f"{CHART_DIR}/{lot}.png"
        cmd = (
            f"gnuplot -e \"datafile='{SENSOR_DIR}/{lot}.csv'; outfile='{out}'\" "
            f"{self.script}"
        )
        env = {**os.environ, "KILN_VARIETY": variety}
        subprocess.run(cmd, shell=True, check=True, env=env, timeout=120)
        return out


class AuditedRenderer:
    """Wraps a renderer so every chart request is recorded in the kiln log."""

    def __init__(self, inner: Callable[[str, str], str]) -> None:
        self.inner = inner

    def __call__(self, lot: str, variety: str) -> str:
        normalised = lot.strip().upper()
        if not LOT_CODE.fullmatch(normalised):
            raise ValueError(f"lot code {lot!r} does not follow the grading format")
        log.info("rendering kiln chart lot=%s variety=%s", normalised, variety)
        return self.inner(normalised, variety)


render_chart = AuditedRenderer(GnuplotRenderer("/srv/kilnworks/kiln-curve.gp"))


@app.task(name="kiln.render_chart", bind=True, max_retries=3, acks_late=True)
def render_kiln_chart(self, payload: dict[str, str]) -> dict[str, str]:
    request = ChartRequest.from_message(payload)
    try:
        path = render_chart(request.lot, request.variety)
    except subprocess.TimeoutExpired as exc:
        raise self.retry(exc=exc, countdown=300)
    except subprocess.CalledProcessError as exc:
        log.error("gnuplot failed for %s: exit %s", request.lot, exc.returncode)
        raise
    return {"lot": request.lot, "chart": path, "requested_by": request.requested_by}


@app.task(name="kiln.render_batch")
def render_batch(lots: list[str], variety: str) -> int:
    for lot in lots:
        render_kiln_chart.delay({"lot": lot, "variety": variety})
    return len(lots)
