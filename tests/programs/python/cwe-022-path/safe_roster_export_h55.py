# FastAPI endpoint letting league administrators download previously generated team roster exports.
import logging
import os
from typing import Optional
from fastapi import APIRouter, HTTPException, Query
from fastapi.responses import FileResponse
from pydantic import BaseModel

logger = logging.getLogger("league.exports")
EXPORT_DIR = os.environ.get("ROSTER_EXPORT_DIR", "/srv/league/exports")
router = APIRouter(prefix="/admin/rosters")


class ExportRequest(BaseModel):
    season: int
    filename: str


def validate_export_name(name: str) -> Optional[str]:
    if "/" in name or "\\" in name or name.startswith("."):
        return f"invalid export name: {name!r}"
    if not name.endswith((".csv", ".xlsx")):
        return "unsupported export format"
    return None


class RosterExportService:
    def __init__(self, base_dir: str):
        self.base_dir = base_dir

    def resolve(self, req: ExportRequest) -> str:
        error = validate_export_name(req.filename)
        if error:
            logger.warning("roster export rejected: %s", error)
            raise ValueError(error)
        return os.path.join(self.base_dir, str(req.season), req.filename)


service = RosterExportService(EXPORT_DIR)


@router.get("/{season}")
async def download_roster(season: int, filename: str = Query(..., max_length=120)):
    try:
        path = service.resolve(ExportRequest(season=season, filename=filename))
    except ValueError as exc:
        raise HTTPException(status_code=400, detail=str(exc))
    if not os.path.exists(path):
        raise HTTPException(status_code=404, detail="export not found")
    return FileResponse(path, filename=os.path.basename(path))
