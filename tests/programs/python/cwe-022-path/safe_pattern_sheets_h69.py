# A pattern sheets program of the h69 set (cwe-022-path).
from dataclasses import dataclass
from pathlib import Path

from fastapi import Depends, FastAPI, Header, HTTPException, Query
from fastapi.responses import FileResponse

PATTERN_ROOT = Path("/var/lib/cobbleworks/patterns")
WORKSHOPS = {
    "tk-7731": "Lastmakers Lane",
    "tk-2290": "Heel Bar Central",
    "tk-5518": "Northgate Resoling",
}
FOLDERS = {"soles", "uppers", "lasts", "heels", "welts"}
MEDIA = {".pdf": "application/pdf", ".svg": "image/svg+xml", ".dxf": "image/vnd.dxf"}

app = FastAPI(title="Pattern sheets")


@dataclass
class Workshop:
    token: str
    name: str


@dataclass
class PatternRef:
    workshop: Workshop
    folder: str
    filename: str


def current_workshop(x_workshop_token: str = Header(...)) -> Workshop:
    name = WORKSHOPS.get(x_workshop_token)
    if name is None:
        raise HTTPException(status_code=401, detail="unknown workshop")
    return Workshop(token=x_workshop_token, name=name)


def pattern_ref(
    folder: str = Query(...),
    filename: str = Query(...),
    workshop: Workshop = Depends(current_workshop),
) -> PatternRef:
    return PatternRef(workshop=workshop, folder=folder.strip().lower(), filename=filename.strip())


def checked_ref(ref: PatternRef = Depends(pattern_ref)) -> PatternRef:
    if ref.folder not in FOLDERS:
        raise HTTPException(status_code=404, detail="no such folder")
    return ref


def resolve_sheet(ref: PatternRef) -> Path:
    base = (PATTERN_ROOT / ref.folder).resolve()
    candidate = (base / ref.filename).resolve()
    if not candidate.is_relative_to(base):
        raise HTTPException(status_code=404, detail="sheet not found")
    return candidate


@app.get("/sheets")
def get_sheet(ref: PatternRef = Depends(checked_ref)):
    sheet = resolve_sheet(ref)
    if not sheet.is_file():
        raise HTTPException(status_code=404, detail="sheet not found")
    media = MEDIA.get(sheet.suffix.lower(), "application/octet-stream")
    return FileResponse(sheet, media_type=media, filename=sheet.name)


@app.get("/sheets/meta")
def sheet_meta(ref: PatternRef = Depends(checked_ref)):
    sheet = resolve_sheet(ref)
    if not sheet.is_file():
        raise HTTPException(status_code=404, detail="sheet not found")
    stat = sheet.stat()
    return {
        "workshop": ref.workshop.name,
        "folder": ref.folder,
        "name": sheet.name,
        "bytes": stat.st_size,
        "modified": int(stat.st_mtime),
    }


@app.get("/folders/{folder}")
def list_folder(folder: str, workshop: Workshop = Depends(current_workshop)):
    if folder not in FOLDERS:
        raise HTTPException(status_code=404, detail="no such folder")
    base = PATTERN_ROOT / folder
    names = sorted(p.name for p in base.iterdir() if p.suffix.lower() in MEDIA) if base.is_dir() else []
    return {"workshop": workshop.name, "folder": folder, "sheets": names}
