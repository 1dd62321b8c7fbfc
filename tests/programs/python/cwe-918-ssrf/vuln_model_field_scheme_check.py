# a FastAPI body model's url field is checked for its scheme only and then fetched
import httpx
from fastapi import FastAPI, HTTPException
from pydantic import BaseModel

app = FastAPI()


class PreviewRequest(BaseModel):
    url: str


@app.post("/api/link-preview")
async def link_preview(body: PreviewRequest):
    if not body.url.startswith("https://"):
        raise HTTPException(status_code=422, detail="url must be https")
    async with httpx.AsyncClient(timeout=5) as client:
        resp = await client.get(body.url)
    return {"snippet": resp.text[:300]}
