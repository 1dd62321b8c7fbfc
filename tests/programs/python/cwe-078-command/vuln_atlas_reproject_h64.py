# A atlas reproject program of the h64 set (cwe-078-command).
"""Re-projects scanned atlas sheets with gdalwarp before they go to the plate makers.

POST /atlases/{atlas_id}/reproject
    {"target": {"srs": "EPSG:3857", "resample": "bilinear"},
     "sheets": [{"source": "coast_north_03.tif"}, {"source": "coast_north_04.tif"}]}
"""
import asyncio
import os
import re

from aiohttp import web

SHEET_ROOT = os.environ.get("ATLAS_SHEET_ROOT", "/srv/atlas/sheets")
OUTPUT_ROOT = os.environ.get("ATLAS_OUTPUT_ROOT", "/srv/atlas/warped")

SRS_PATTERN = re.compile(r"EPSG:\d{4,5}")
SHEET_NAME = re.compile(r"[a-z0-9_]{1,64}\.tif")
RESAMPLING = {"near", "bilinear", "cubic", "lanczos"}


def check_sheet(sheet):
    source = sheet.get("source", "")
    if not SHEET_NAME.fullmatch(source):
        return f"bad sheet name {source!r}"
    if not os.path.isfile(os.path.join(SHEET_ROOT, source)):
        return f"missing sheet {source}"
    return None


async def warp(srs, resample, source, target):
    src = os.path.join(SHEET_ROOT, source)
    cmd = f"gdalwarp -overwrite -t_srs {srs} -r {resample} {src} {target}"
    proc = await asyncio.create_subprocess_shell(
        cmd, stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE
    )
    _, err = await proc.communicate()
    return proc.returncode, err.decode(errors="replace")[-400:]


async def reproject(request: web.Request) -> web.Response:
    try:
        atlas_id = int(request.match_info["atlas_id"])
    except ValueError:
        raise web.HTTPBadRequest(text="atlas id must be numeric")
    body = await request.json()
    target = body.get("target") or {}
    srs = str(target.get("srs", "EPSG:3857"))
    resample = target.get("resample", "bilinear")

    if not SRS_PATTERN.search(srs):
        raise web.HTTPBadRequest(text="unsupported spatial reference")
    if resample not in RESAMPLING:
        raise web.HTTPBadRequest(text="unsupported resampling")

    sheets = body.get("sheets") or []
    problems = [p for p in (check_sheet(s) for s in sheets) if p]
    if problems:
        return web.json_response({"errors": problems}, status=400)

    out_dir = os.path.join(OUTPUT_ROOT, str(atlas_id))
    os.makedirs(out_dir, exist_ok=True)

    results = []
    for sheet in sheets:
        source = sheet["source"]
        dest = os.path.join(out_dir, source.replace(".tif", "_warped.tif"))
        code, tail = await warp(srs, resample, source, dest)
        results.append({"sheet": source, "ok": code == 0, "log": tail if code else ""})

    failed = sum(1 for r in results if not r["ok"])
    return web.json_response({"atlas": atlas_id, "srs": srs, "failed": failed, "sheets": results})


def make_app():
    app = web.Application(client_max_size=256 * 1024)
    app.router.add_post("/atlases/{atlas_id}/reproject", reproject)
    return app


if __name__ == "__main__":
    web.run_app(make_app(), host="127.0.0.1", port=8088)
