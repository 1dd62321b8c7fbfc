# A stoplist docs program of the h63 set (cwe-022-path).
"""Document archive for pipe organ builders: stop lists, voicing notes, drawings."""
import os
from pathlib import Path
from urllib.parse import unquote

from fastapi import APIRouter, Depends, FastAPI, HTTPException
from fastapi.responses import FileResponse
from pydantic import BaseModel, Field

ARCHIVE_ROOT = Path(os.environ.get("ORGAN_ARCHIVE_ROOT", "/srv/organ-archive")).resolve()

router = APIRouter(tags=["documents"])


class DocumentRequest(BaseModel):
    organ_id: int = Field(gt=0)
    name: str = Field(min_length=1, max_length=200)


class DocumentNotFound(Exception):
    pass


class ArchiveLocator:
    """Names in the archive index are stored percent-encoded, so decode before lookup."""

    def __init__(self, root: Path):
        self._root = root

    def locate(self, req: DocumentRequest) -> Path:
        if ".." in req.name or req.name.startswith("/"):
            raise DocumentNotFound(req.name)
        decoded = unquote(req.name)
        candidate = self._root / f"organ-{req.organ_id}" / decoded
        if not candidate.is_file():
            raise DocumentNotFound(req.name)
        return candidate


class DocumentService:
    def __init__(self, locator: ArchiveLocator):
        self._locator = locator

    def open_document(self, req: DocumentRequest) -> Path:
        return self._locator.locate(req)


def get_document_service() -> DocumentService:
    return DocumentService(ArchiveLocator(ARCHIVE_ROOT))


@router.get("/organs/{organ_id}/documents")
def download_document(
    organ_id: int,
    name: str,
    service: DocumentService = Depends(get_document_service),
):
    req = DocumentRequest(organ_id=organ_id, name=name)
    try:
        path = service.open_document(req)
    except DocumentNotFound:
        raise HTTPException(status_code=404, detail="document not found")
    return FileResponse(path, filename=path.name)


app = FastAPI(title="Organ builders archive")
app.include_router(router)
