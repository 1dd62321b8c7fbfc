# A quarry drawings program of the h70 set (cwe-022-path).
from __future__ import annotations

from itertools import chain
from pathlib import Path
from typing import Iterator, NamedTuple

from fastapi import FastAPI, HTTPException, Query
from fastapi.responses import FileResponse

app = FastAPI(title="Quarry documents")

DOC_ROOT = Path("/var/lib/penrhyn-slate/documents").resolve()
FOLDERS = {"survey": DOC_ROOT / "surveys", "blast": DOC_ROOT / "blast-plans"}


class DocRef(NamedTuple):
    kind: str
    face: str
    name: str


def parse_refs(kind: str, face: str, names: list[str]) -> Iterator[DocRef]:
    for raw in names:
        for part in raw.split(";"):
            if part:
                yield DocRef(kind, face, part.strip())


def locate(ref: DocRef) -> Path | None:
    match ref:
        case DocRef(kind="survey", face=face, name=name):
            target = (FOLDERS["survey"] / face / name).resolve()
            if not target.is_relative_to(FOLDERS["survey"]):
                return None
            return target
        case DocRef(kind="blast", face=face, name=name):
            target = (FOLDERS["blast"] / face / name).resolve()
            if not target.is_relative_to(FOLDERS["blast"]):
                return None
            return target
        case _:
            return None


def existing(paths: Iterator[Path | None]) -> Iterator[Path]:
    yield from (p for p in paths if p is not None and p.is_file())


@app.get("/faces/{face}/documents")
def download_document(
    face: str,
    kind: str = Query("survey"),
    name: list[str] = Query(default=[]),
):
    if kind not in FOLDERS:
        raise HTTPException(status_code=400, detail="unknown document kind")
    refs = parse_refs(kind, face, name)
    found = next(existing(map(locate, refs)), None)
    if found is None:
        raise HTTPException(status_code=404, detail="document not found")
    return FileResponse(found, filename=found.name)


@app.get("/faces/{face}/index")
def document_index(face: str):
    if not face.replace("-", "").isalnum():
        raise HTTPException(status_code=400, detail="bad face id")
    listings = chain.from_iterable(
        ((kind, p.name) for p in (folder / face).glob("*.pdf"))
        for kind, folder in FOLDERS.items()
        if (folder / face).is_dir()
    )
    grouped: dict[str, list[str]] = {}
    for kind, fname in listings:
        grouped.setdefault(kind, []).append(fname)
    return {"face": face, "documents": grouped}
