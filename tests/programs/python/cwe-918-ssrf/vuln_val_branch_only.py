# The host allow-list runs only when source == "partner"; any other source value sends the user-supplied URL to httpx unchecked (SSRF).
from urllib.parse import urlparse
import httpx
from fastapi import FastAPI, HTTPException

app = FastAPI()
PARTNER_HOSTS = {"feeds.partner.example"}


@app.get("/import")
async def import_feed(url: str, source: str = "partner"):
    if source == "partner":
        if urlparse(url).hostname not in PARTNER_HOSTS:
            raise HTTPException(status_code=400, detail="host not allowed")
    async with httpx.AsyncClient() as client:
        resp = await client.get(url)
    return {"status": resp.status_code, "preview": resp.text[:500]}
