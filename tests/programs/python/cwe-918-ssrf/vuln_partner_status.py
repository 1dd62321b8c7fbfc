# FastAPI proxy that queries a tenant's status API on the partner platform.
import httpx
from fastapi import FastAPI, HTTPException

app = FastAPI()
PARTNER_DOMAIN = "api.partner-platform.com"


async def fetch_status(tenant: str) -> dict:
    url = f"https://{tenant}.{PARTNER_DOMAIN}/v2/status"
    async with httpx.AsyncClient(timeout=10) as client:
        resp = await client.get(url)
    if resp.status_code != 200:
        raise HTTPException(status_code=502, detail="partner unavailable")
    return resp.json()


@app.get("/partners/status")
async def partner_status(tenant: str):
    tenant = tenant.strip().lower()
    if not tenant:
        raise HTTPException(status_code=400, detail="tenant is required")
    data = await fetch_status(tenant)
    return {"tenant": tenant, "state": data.get("state"), "updated": data.get("updated_at")}
