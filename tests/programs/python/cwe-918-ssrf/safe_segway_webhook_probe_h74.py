# A segway webhook probe program of the h74 set (cwe-918-ssrf).
import asyncio
import ipaddress
import socket
import uuid
from urllib.parse import urlsplit

import httpx
from fastapi import BackgroundTasks, FastAPI, Header, HTTPException
from pydantic import BaseModel

app = FastAPI(title="Glide City Tours reseller API")

_webhooks: dict[str, dict] = {}
_webhooks_lock = asyncio.Lock()
RESELLER_KEYS = {"k_cityhopper_7f2c": "cityhopper", "k_wanderpass_19ab": "wanderpass"}


class WebhookIn(BaseModel):
    url: str
    events: list[str] = ["booking.created", "booking.cancelled"]


async def destination_allowed(url: str) -> bool:
    parts = urlsplit(url)
    if parts.scheme != "https" or not parts.hostname or parts.port not in (None, 443):
        return False
    try:
        infos = await asyncio.get_running_loop().getaddrinfo(parts.hostname, 443, type=socket.SOCK_STREAM)
    except socket.gaierror:
        return False
    return all(ipaddress.ip_address(info[4][0]).is_global for info in infos)


async def probe(url: str) -> int | None:
    async with httpx.AsyncClient(timeout=5, follow_redirects=False) as client:
        try:
            resp = await client.post(url, json={"type": "webhook.verify", "challenge": uuid.uuid4().hex})
        except httpx.HTTPError:
            return None
    return resp.status_code


async def verify_webhook(hook_id: str) -> None:
    async with _webhooks_lock:
        url = _webhooks[hook_id]["url"]
    allowed = await destination_allowed(url)
    status = await probe(url) if allowed else None
    async with _webhooks_lock:
        hook = _webhooks[hook_id]
        hook["probe_status"] = status
        if not allowed:
            hook["state"] = "rejected"
        elif status is not None and 200 <= status < 300:
            hook["state"] = "active"
        else:
            hook["state"] = "unreachable"


@app.post("/v1/webhooks", status_code=202)
async def register_webhook(body: WebhookIn, background: BackgroundTasks, x_api_key: str = Header(...)):
    reseller = RESELLER_KEYS.get(x_api_key)
    if reseller is None:
        raise HTTPException(status_code=401, detail="unknown API key")
    hook_id = uuid.uuid4().hex[:12]
    async with _webhooks_lock:
        _webhooks[hook_id] = {"reseller": reseller, "url": body.url, "events": body.events, "state": "pending"}
    background.add_task(verify_webhook, hook_id)
    return {"id": hook_id, "state": "pending"}


@app.get("/v1/webhooks/{hook_id}")
async def webhook_status(hook_id: str, x_api_key: str = Header(...)):
    async with _webhooks_lock:
        hook = _webhooks.get(hook_id)
        if hook is None or RESELLER_KEYS.get(x_api_key) != hook["reseller"]:
            raise HTTPException(status_code=404, detail="not found")
        return {k: hook.get(k) for k in ("url", "events", "state", "probe_status")}
