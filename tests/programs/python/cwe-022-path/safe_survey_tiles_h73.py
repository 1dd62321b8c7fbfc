# A survey tiles program of the h73 set (cwe-022-path).
import mimetypes
import os
from urllib.parse import unquote

from fastapi import FastAPI, HTTPException, Query
from fastapi.responses import FileResponse, JSONResponse

app = FastAPI(title="Cave survey tiles")

TILE_ROOT = os.path.realpath(os.environ.get("TILE_ROOT", "/srv/deepholler/tiles"))
DEFAULT_LAYER = "passages"
KNOWN_LAYERS = {"passages", "water", "hazards", "formations"}


def tile_key(cave: str, layer: str, z: int, x: int, y: int) -> str:
    return "/".join([cave, layer, str(z), str(x), f"{y}.png"])


def resolve_tile(relative: str) -> str:
    # links from the field app arrive percent-encoded a second time
    decoded = unquote(relative).strip().lstrip("/")
    full = os.path.realpath(os.path.join(TILE_ROOT, decoded))
    if not full.startswith(TILE_ROOT + os.sep):
        raise HTTPException(status_code=404, detail="tile not found")
    return full


@app.get("/tiles/{cave}/{z}/{x}/{y}.png")
def get_tile(cave: str, z: int, x: int, y: int, layer: str = Query(DEFAULT_LAYER)):
    if layer not in KNOWN_LAYERS:
        raise HTTPException(status_code=400, detail="unknown layer")
    path = resolve_tile(tile_key(cave, layer, z, x, y))
    if not os.path.isfile(path):
        raise HTTPException(status_code=404, detail="tile not found")
    return FileResponse(path, media_type="image/png", headers={"Cache-Control": "max-age=86400"})


@app.get("/assets/{asset_path:path}")
def get_asset(asset_path: str):
    """Legends, symbol sheets and printable survey notes stored next to the tiles."""
    path = resolve_tile(asset_path)
    if not os.path.isfile(path):
        raise HTTPException(status_code=404, detail="asset not found")
    media_type, _ = mimetypes.guess_type(path)
    return FileResponse(path, media_type=media_type or "application/octet-stream")


@app.get("/caves")
def list_caves():
    caves = []
    for name in sorted(os.listdir(TILE_ROOT)):
        layer_dir = os.path.join(TILE_ROOT, name)
        if os.path.isdir(layer_dir):
            layers = sorted(d for d in os.listdir(layer_dir) if d in KNOWN_LAYERS)
            caves.append({"cave": name, "layers": layers})
    return JSONResponse({"caves": caves})


if __name__ == "__main__":
    import uvicorn

    uvicorn.run(app, host="0.0.0.0", port=8400)
