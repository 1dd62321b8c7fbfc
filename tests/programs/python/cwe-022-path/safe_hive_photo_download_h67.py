# A hive photo download program of the h67 set (cwe-022-path).
# beekeepers: serve the inspection photos that field inspectors upload for each hive
from __future__ import annotations

from pathlib import Path
from typing import Annotated

from fastapi import Depends, FastAPI, HTTPException, Query
from fastapi.responses import FileResponse
from pydantic import BaseModel, Field, ValidationError
from pydantic_settings import BaseSettings, SettingsConfigDict

IMAGE_SUFFIXES = {".jpg", ".jpeg", ".png", ".webp"}


class PhotoSettings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="APIARY_")

    photo_root: Path = Path("/srv/apiary/inspections")
    cache_seconds: int = 3600


def get_settings() -> PhotoSettings:
    return PhotoSettings()


class PhotoRequest(BaseModel):
    hive_id: Annotated[int, Field(gt=0, lt=100_000)]
    filename: Annotated[str, Field(min_length=1, max_length=120)]


class PhotoStore:
    def __init__(self, settings: PhotoSettings) -> None:
        self.root = settings.photo_root

    def hive_dir(self, hive_id: int) -> Path:
        return self.root / f"hive-{hive_id:05d}"

    def locate(self, req: PhotoRequest) -> Path:
        folder = self.hive_dir(req.hive_id).resolve()
        candidate = (folder / req.filename).resolve()
        if not candidate.is_relative_to(folder) or not candidate.is_file():
            raise FileNotFoundError(req.filename)
        return candidate

    def listing(self, hive_id: int) -> list[str]:
        folder = self.hive_dir(hive_id)
        if not folder.is_dir():
            return []
        return sorted(p.name for p in folder.iterdir() if p.suffix.lower() in IMAGE_SUFFIXES)


def get_store(settings: Annotated[PhotoSettings, Depends(get_settings)]) -> PhotoStore:
    return PhotoStore(settings)


app = FastAPI(title="Apiary inspection photos")


@app.get("/hives/{hive_id}/photos")
def list_photos(
    hive_id: int,
    store: Annotated[PhotoStore, Depends(get_store)],
) -> dict[str, object]:
    return {"hive_id": hive_id, "photos": store.listing(hive_id)}


@app.get("/hives/{hive_id}/photo")
def get_photo(
    hive_id: int,
    filename: Annotated[str, Query()],
    store: Annotated[PhotoStore, Depends(get_store)],
    settings: Annotated[PhotoSettings, Depends(get_settings)],
) -> FileResponse:
    try:
        req = PhotoRequest(hive_id=hive_id, filename=filename)
    except ValidationError as exc:
        raise HTTPException(status_code=422, detail=exc.errors())
    try:
        path = store.locate(req)
    except FileNotFoundError:
        raise HTTPException(status_code=404, detail="photo not found")
    return FileResponse(
        path,
        headers={"Cache-Control": f"private, max-age={settings.cache_seconds}"},
    )
