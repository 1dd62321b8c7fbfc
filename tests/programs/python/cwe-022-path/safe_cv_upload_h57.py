# Candidate CV upload for a recruitment agency: FastAPI router, CV storage service and result DTO.
import os
import uuid
from dataclasses import dataclass

from fastapi import APIRouter, Depends, File, HTTPException, UploadFile

router = APIRouter(prefix="/candidates")


class StorageSettings:
    cv_dir = "/srv/recruit/cvs"
    allowed_types = {
        "application/pdf": ".pdf",
        "application/vnd.openxmlformats-officedocument.wordprocessingml.document": ".docx",
    }
    max_bytes = 5 * 1024 * 1024


@dataclass
class StoredDocument:
    candidate_id: int
    path: str
    size: int


class CvStorage:
    def __init__(self, settings: StorageSettings):
        self.settings = settings

    def target_path(self, candidate_id: int, upload: UploadFile) -> str:
        folder = os.path.join(self.settings.cv_dir, str(candidate_id))
        os.makedirs(folder, exist_ok=True)
        extension = self.settings.allowed_types[upload.content_type]
        return os.path.join(folder, f"{uuid.uuid4().hex}{extension}")

    async def store(self, candidate_id: int, upload: UploadFile) -> StoredDocument:
        if upload.content_type not in self.settings.allowed_types:
            raise HTTPException(415, "unsupported document type")
        data = await upload.read()
        if len(data) > self.settings.max_bytes:
            raise HTTPException(413, "document too large")
        path = self.target_path(candidate_id, upload)
        with open(path, "wb") as fh:
            fh.write(data)
        return StoredDocument(candidate_id, path, len(data))


def get_storage() -> CvStorage:
    return CvStorage(StorageSettings())


@router.post("/{candidate_id}/cv")
async def upload_cv(
    candidate_id: int,
    file: UploadFile = File(...),
    storage: CvStorage = Depends(get_storage),
):
    doc = await storage.store(candidate_id, file)
    return {"candidate": doc.candidate_id, "bytes": doc.size, "stored": os.path.basename(doc.path)}
