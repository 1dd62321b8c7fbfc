# Async FastAPI proxy that fetches live telemetry for a smart meter from the regional head-end system.
import httpx
from fastapi import Depends, FastAPI, HTTPException, Query

from .auth import require_customer

app = FastAPI()

TELEMETRY_DOMAIN = "telemetry.gridco.net"
REQUEST_TIMEOUT = httpx.Timeout(5.0, connect=2.0)


def telemetry_url(region: str, meter_id: int) -> str:
    return f"https://{region}.{TELEMETRY_DOMAIN}/v2/meters/{meter_id}/live"


async def fetch_telemetry(url: str) -> dict:
    async with httpx.AsyncClient(timeout=REQUEST_TIMEOUT, follow_redirects=False) as client:
        resp = await client.get(url, headers={"Accept": "application/json"})
    if resp.status_code != 200:
        raise HTTPException(status_code=502, detail="head-end system unavailable")
    return resp.json()


@app.get("/meters/{meter_id}/live")
async def live_reading(
    meter_id: int,
    region: str = Query("north", max_length=64),
    customer=Depends(require_customer),
):
    if meter_id not in customer.meter_ids:
        raise HTTPException(status_code=404, detail="meter not found")
    payload = await fetch_telemetry(telemetry_url(region, meter_id))
    return {
        "meter": meter_id,
        "region": region,
        "watts": payload.get("instantaneous_watts"),
        "voltage": payload.get("voltage"),
        "sampled_at": payload.get("timestamp"),
    }
