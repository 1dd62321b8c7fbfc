# FastAPI endpoint that serves report files from the reports directory
from pathlib import Path

from fastapi import FastAPI, HTTPException, Query
from fastapi.responses import FileResponse

app = FastAPI()
REPORTS = Path("/srv/app/reports").resolve()


@app.get("/reports/download")
async def download(name: str = Query(..., min_length=1, max_length=200)):
    target = (REPORTS / name).resolve()
    if not target.is_relative_to(REPORTS) or not target.is_file():
        raise HTTPException(status_code=404, detail="no such report")
    return FileResponse(target, filename=target.name)
