# FastAPI link preview service that fetches a page and returns its title
import re

import httpx
from fastapi import FastAPI, Path

app = FastAPI()
TITLE = re.compile(r"<title>(.*?)</title>", re.I | re.S)


@app.get("/preview/wiki/{article}")
async def preview(article: str = Path(..., pattern=r"^[A-Za-z0-9_()]{1,100}$")):
    url = f"https://en.wikipedia.org/wiki/{article}"
    async with httpx.AsyncClient(timeout=5, follow_redirects=False) as client:
        resp = await client.get(url)
    match = TITLE.search(resp.text)
    return {"status": resp.status_code, "title": match.group(1).strip() if match else None}
