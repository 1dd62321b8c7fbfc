# Starlette app that serves radiology scan images to the clinic scheduling portal.
from pathlib import Path

from starlette.applications import Starlette
from starlette.responses import FileResponse, JSONResponse
from starlette.routing import Route

SCAN_STORE = Path("/var/lib/clinic/scans")
ALLOWED_SUFFIXES = {".png", ".jpg", ".dcm"}


def _bad_request(message):
    return JSONResponse({"error": message}, status_code=400)


def _study_dir(study_id: str) -> Path:
    return SCAN_STORE / study_id


async def scan_image(request):
    study_id = request.path_params["study_id"]
    image = request.query_params.get("image", "")

    if ".." in study_id or "/" in study_id:
        return _bad_request("invalid study")
    if Path(image).suffix.lower() not in ALLOWED_SUFFIXES:
        return _bad_request("unsupported image type")

    target = _study_dir(study_id) / image
    if not target.is_file():
        return JSONResponse({"error": "not found"}, status_code=404)
    return FileResponse(str(target), headers={"Cache-Control": "private, max-age=60"})


async def list_scans(request):
    study_id = request.path_params["study_id"]
    if ".." in study_id or "/" in study_id:
        return _bad_request("invalid study")
    folder = _study_dir(study_id)
    if not folder.is_dir():
        return JSONResponse({"images": []})
    names = sorted(p.name for p in folder.iterdir() if p.suffix.lower() in ALLOWED_SUFFIXES)
    return JSONResponse({"images": names})


app = Starlette(
    routes=[
        Route("/studies/{study_id}/scans", list_scans),
        Route("/studies/{study_id}/scan", scan_image),
    ]
)
