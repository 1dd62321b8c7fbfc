# A pattern upload program of the h72 set (cwe-022-path).
from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import Protocol

from fastapi import Depends, FastAPI, File, Form, HTTPException, UploadFile

app = FastAPI(title="Purl Together pattern library")

LIBRARY_ROOT = Path("/var/lib/purltogether/patterns")
ALLOWED_SUFFIXES = {".pdf", ".png", ".jpg", ".txt"}
_NAME_CHARS = re.compile(r"[^A-Za-z0-9._-]+")


@dataclass(frozen=True)
class StoredPattern:
    circle: str
    filename: str
    size: int
    stored_at: datetime


class PatternSink(Protocol):
    def write(self, circle: str, filename: str, payload: bytes) -> StoredPattern: ...


class DiskPatternSink:
    def __init__(self, root: Path) -> None:
        self.root = root

    def write(self, circle: str, filename: str, payload: bytes) -> StoredPattern:
        folder = self.root / circle
        folder.mkdir(parents=True, exist_ok=True)
        (folder / filename).write_bytes(payload)
        return StoredPattern(circle, filename, len(payload), datetime.now(timezone.utc))


class SizeLimitedSink:
    """Wraps another sink and refuses charts larger than the configured size."""

    def __init__(self, inner: PatternSink, max_bytes: int) -> None:
        self.inner = inner
        self.max_bytes = max_bytes

    def write(self, circle: str, filename: str, payload: bytes) -> StoredPattern:
        if len(payload) > self.max_bytes:
            raise HTTPException(413, "pattern file is too large")
        return self.inner.write(circle, filename, payload)


def normalise_name(raw: str) -> str:
    name = _NAME_CHARS.sub("_", Path(raw).name).strip("._")
    if not name or Path(name).suffix.lower() not in ALLOWED_SUFFIXES:
        raise HTTPException(422, "unsupported pattern file type")
    return name


def get_sink() -> PatternSink:
    return SizeLimitedSink(DiskPatternSink(LIBRARY_ROOT), max_bytes=15 * 1024 * 1024)


@app.post("/circles/{circle_id}/patterns", status_code=201)
async def upload_pattern(
    circle_id: int,
    chart: UploadFile = File(...),
    title: str = Form(""),
    sink: PatternSink = Depends(get_sink),
) -> dict[str, object]:
    raw_name = chart.filename or "pattern.pdf"
    display_name = normalise_name(raw_name)
    payload = await chart.read()
    stored = sink.write(str(circle_id), raw_name, payload)
    return {
        "circle": stored.circle,
        "file": display_name,
        "title": title.strip() or display_name,
        "bytes": stored.size,
        "stored_at": stored.stored_at.isoformat(),
    }


@app.get("/circles/{circle_id}/patterns")
def list_patterns(circle_id: int) -> list[str]:
    folder = LIBRARY_ROOT / str(circle_id)
    if not folder.is_dir():
        return []
    return sorted(p.name for p in folder.iterdir() if p.is_file())
