# lawfirm discovery bundle (h58 set)
"""Imports discovery bundles (zip files) into a law firm's matter workspace.

Opposing counsel and e-discovery vendors deliver productions as zip
archives; paralegals upload them here and the documents are unpacked
into the matter's folder for review.
"""
import asyncio
import os
import re
import shutil
import zipfile
from io import BytesIO
from pathlib import Path

from fastapi import FastAPI, File, HTTPException, UploadFile

MATTER_ROOT = Path(os.environ.get("MATTER_ROOT", "/srv/matters")).resolve()
MAX_BUNDLE_BYTES = int(os.environ.get("MAX_BUNDLE_BYTES", str(200 * 1024 * 1024)))
MAX_UNPACKED_BYTES = int(os.environ.get("MAX_UNPACKED_BYTES", str(2 * 1024 * 1024 * 1024)))
MATTER_ID = re.compile(r"\d{4}-[A-Z]{3}-\d{5}")

app = FastAPI(title="discovery-intake")


def member_files(archive: zipfile.ZipFile):
    return (m for m in archive.infolist() if not m.is_dir())


def unpacked_size(archive: zipfile.ZipFile) -> int:
    return sum(m.file_size for m in member_files(archive))


def destination_for(workspace: Path, member: zipfile.ZipInfo) -> Path:
    return workspace / member.filename


def extract_bundle(data: bytes, workspace: Path) -> list[str]:
    written = []
    with zipfile.ZipFile(BytesIO(data)) as archive:
        if unpacked_size(archive) > MAX_UNPACKED_BYTES:
            raise HTTPException(status_code=413, detail="bundle expands beyond the allowed size")
        for member in member_files(archive):
            target = destination_for(workspace, member)
            target.parent.mkdir(parents=True, exist_ok=True)
            with archive.open(member) as src, open(target, "wb") as dst:
                shutil.copyfileobj(src, dst)
            written.append(str(target.relative_to(workspace)))
    return written


def workspace_for(matter_id: str) -> Path:
    if not MATTER_ID.fullmatch(matter_id):
        raise HTTPException(status_code=404, detail="unknown matter")
    workspace = MATTER_ROOT / matter_id / "productions"
    workspace.mkdir(parents=True, exist_ok=True)
    return workspace


@app.post("/matters/{matter_id}/productions")
async def upload_production(matter_id: str, bundle: UploadFile = File(...)):
    workspace = workspace_for(matter_id)
    data = await bundle.read(MAX_BUNDLE_BYTES + 1)
    if len(data) > MAX_BUNDLE_BYTES:
        raise HTTPException(status_code=413, detail="bundle too large")
    if not zipfile.is_zipfile(BytesIO(data)):
        raise HTTPException(status_code=400, detail="bundle is not a zip archive")
    written = await asyncio.to_thread(extract_bundle, data, workspace)
    return {"matter": matter_id, "documents": len(written), "files": written}
