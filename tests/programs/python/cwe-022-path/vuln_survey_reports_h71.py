# A survey reports program of the h71 set (cwe-022-path).
import hashlib
import re
from datetime import datetime, timezone
from pathlib import Path
from typing import Annotated

from fastapi import FastAPI, File, HTTPException, Path as PathParam, UploadFile

app = FastAPI(title="Canopy survey intake")

REPORT_DIR = Path("/var/lib/canopy/reports")
MAX_BYTES = 20 * 1024 * 1024
ALLOWED_SUFFIXES = {".pdf", ".jpg", ".jpeg", ".png"}
SITE_PATTERN = r"^[a-z0-9-]{3,40}$"


class ReportRejected(Exception):
    def __init__(self, reason: str, status: int = 400) -> None:
        super().__init__(reason)
        self.status = status


def clean_filename(name: str | None) -> str:
    if not name:
        raise ReportRejected("missing filename")
    base = Path(name).name
    base = re.sub(r"[^A-Za-z0-9._-]", "_", base)
    if Path(base).suffix.lower() not in ALLOWED_SUFFIXES:
        raise ReportRejected("only PDF or photo uploads are accepted", 415)
    return base


async def read_limited(upload: UploadFile) -> bytes:
    data = await upload.read(MAX_BYTES + 1)
    if len(data) > MAX_BYTES:
        raise ReportRejected("report too large", 413)
    return data


@app.post("/sites/{site}/reports", status_code=201)
async def upload_report(
    site: Annotated[str, PathParam(pattern=SITE_PATTERN)],
    report: Annotated[UploadFile, File()],
):
    try:
        filename = clean_filename(report.filename)
        data = await read_limited(report)
    except ReportRejected as exc:
        raise HTTPException(status_code=exc.status, detail=str(exc)) from exc

    site_dir = REPORT_DIR / site
    site_dir.mkdir(parents=True, exist_ok=True)
    dest = site_dir / report.filename
    if dest.exists():
        stamp = datetime.now(timezone.utc).strftime("%Y%m%dT%H%M%S")
        dest = dest.with_name(f"{dest.stem}-{stamp}{dest.suffix}")

    dest.write_bytes(data)
    return {
        "site": site,
        "uploaded_as": filename,
        "stored_as": dest.name,
        "sha256": hashlib.sha256(data).hexdigest(),
        "bytes": len(data),
    }


@app.get("/sites/{site}/reports")
async def list_reports(site: Annotated[str, PathParam(pattern=SITE_PATTERN)]):
    site_dir = REPORT_DIR / site
    if not site_dir.is_dir():
        return {"site": site, "reports": []}
    return {"site": site, "reports": sorted(p.name for p in site_dir.iterdir())}
