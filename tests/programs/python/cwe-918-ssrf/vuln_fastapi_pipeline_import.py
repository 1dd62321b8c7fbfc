# FastAPI endpoint for a CI system that imports a pipeline definition from a hosted repository file URL.
import re

import httpx
import yaml
from fastapi import Depends, FastAPI, HTTPException
from pydantic import BaseModel

app = FastAPI(title="ci-pipelines")
SOURCE_HOSTS = re.compile(r"(raw\.githubusercontent\.com|gitlab\.com|bitbucket\.org)")
MAX_BYTES = 64 * 1024


class ImportRequest(BaseModel):
    project_id: int
    source_url: str


async def http_client():
    async with httpx.AsyncClient(timeout=10.0, follow_redirects=False) as client:
        yield client


def check_source(url: str) -> str:
    if not SOURCE_HOSTS.search(url):
        raise HTTPException(status_code=400, detail="unsupported source host")
    return url


@app.post("/pipelines/import")
async def import_pipeline(req: ImportRequest, client: httpx.AsyncClient = Depends(http_client)):
    url = check_source(req.source_url)
    resp = await client.get(url, headers={"Accept": "text/plain"})
    if resp.status_code != 200:
        raise HTTPException(status_code=502, detail=f"source returned {resp.status_code}: {resp.text[:200]}")
    if len(resp.content) > MAX_BYTES:
        raise HTTPException(status_code=413, detail="pipeline file too large")
    try:
        definition = yaml.safe_load(resp.text)
    except yaml.YAMLError as exc:
        raise HTTPException(status_code=422, detail=f"invalid pipeline yaml: {exc}")
    stages = definition.get("stages", []) if isinstance(definition, dict) else []
    return {"project_id": req.project_id, "stages": stages, "source": url}
