# FastAPI link preview service that fetches a page and returns its title
import re

import httpx
from fastapi import FastAPI, Query

app = FastAPI()
TITLE = re.compile(r"<title>(.*?)</title>", re.I | re.S)


@app.get("/preview")
async def preview(url: str = Query(..., max_length=2048)):
    async with httpx.AsyncClient(timeout=5, follow_redirects=True) as client:
        resp = await client.get(url)
    match = TITLE.search(resp.text)
    return {"status": resp.status_code, "title": match.group(1).strip() if match else None}
