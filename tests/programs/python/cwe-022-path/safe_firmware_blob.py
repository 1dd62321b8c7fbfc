# Starlette endpoint that serves firmware images to vehicles in a telematics fleet.
import os

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import FileResponse, JSONResponse
from starlette.routing import Route

FIRMWARE_ROOT = "/srv/fleet/firmware"
KNOWN_MODELS = {"tx200", "tx300", "cargo-lite"}


class FirmwareStore:
    def __init__(self, root: str):
        self.root = os.path.realpath(root)

    def locate(self, model: str, image: str) -> str:
        return os.path.realpath(os.path.join(self.root, model, image))

    def is_inside(self, candidate: str) -> bool:
        return os.path.commonpath([self.root, candidate]) == self.root


store = FirmwareStore(FIRMWARE_ROOT)


async def download_image(request: Request):
    model = request.path_params["model"]
    image = request.query_params.get("image", "")
    if model not in KNOWN_MODELS:
        return JSONResponse({"error": "unknown model"}, status_code=404)
    if not image:
        return JSONResponse({"error": "image required"}, status_code=400)

    candidate = store.locate(model, image)
    if not store.is_inside(candidate):
        return JSONResponse({"error": "not found"}, status_code=404)
    if not os.path.isfile(candidate):
        return JSONResponse({"error": "not found"}, status_code=404)

    return FileResponse(candidate, media_type="application/octet-stream")


app = Starlette(routes=[Route("/firmware/{model}", download_image)])
