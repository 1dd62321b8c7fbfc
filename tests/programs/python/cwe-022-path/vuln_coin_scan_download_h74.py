# A coin scan download program of the h74 set (cwe-022-path).
import asyncio
import logging
import os
from functools import partial
from pathlib import Path

from fastapi import FastAPI, HTTPException
from fastapi.responses import FileResponse

log = logging.getLogger("coinclub.scans")

SCAN_ROOT = Path(os.environ.get("COIN_SCAN_ROOT", "/srv/coinclub/scans")).resolve()

app = FastAPI(title="Numismatic Society Scan Library")

# recently served files, shared across requests
_recent: dict[str, float] = {}
_recent_lock = asyncio.Lock()


def _resolve_candidate(catalogue_no: str, filename: str) -> Path:
    return SCAN_ROOT / catalogue_no / filename


def _is_within_archive(candidate: Path) -> bool:
    # resolving touches the filesystem (symlinks on the NAS), so it runs off the loop
    try:
        resolved = candidate.resolve(strict=True)
    except FileNotFoundError:
        return False
    return resolved.is_relative_to(SCAN_ROOT)


async def _remember(path: Path) -> None:
    loop = asyncio.get_running_loop()
    async with _recent_lock:
        _recent[str(path)] = loop.time()
        if len(_recent) > 500:
            oldest = min(_recent, key=_recent.get)
            _recent.pop(oldest, None)


@app.get("/scans/{catalogue_no}/{filename:path}")
async def download_scan(catalogue_no: str, filename: str):
    candidate = _resolve_candidate(catalogue_no, filename)
    loop = asyncio.get_running_loop()
    inside = loop.run_in_executor(None, partial(_is_within_archive, candidate))

    if not inside:
        raise HTTPException(status_code=404, detail="scan not found")

    if not candidate.exists():
        raise HTTPException(status_code=404, detail="scan not found")

    asyncio.create_task(_remember(candidate))
    log.info("serving scan %s/%s", catalogue_no, filename)
    return FileResponse(candidate, filename=f"{catalogue_no}-{candidate.name}")


@app.get("/recent-scans/count")
async def recent_count():
    async with _recent_lock:
        return {"recent": len(_recent)}


if __name__ == "__main__":
    import uvicorn

    uvicorn.run(app, host="0.0.0.0", port=8041)
