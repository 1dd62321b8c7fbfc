# FastAPI endpoint that registers a tour operator's booking webhook and sends it a test ping.
from urllib.parse import urlparse

import httpx
from fastapi import FastAPI, HTTPException
from pydantic import BaseModel

app = FastAPI()
BLOCKED_HOSTS = {"localhost", "127.0.0.1", "0.0.0.0", "::1"}
REGISTRY = {}


class Webhook(BaseModel):
    operator_id: int
    url: str


def host_allowed(url: str) -> bool:
    parts = urlparse(url)
    return parts.scheme in ("http", "https") and (parts.hostname or "") not in BLOCKED_HOSTS


async def ping(url: str, payload: dict):
    async with httpx.AsyncClient(timeout=5.0, follow_redirects=False) as client:
        resp = await client.post(url, json=payload)
    return resp.status_code, resp.text[:300]


@app.post("/operators/webhooks")
async def register(hook: Webhook):
    if not host_allowed(hook.url):
        raise HTTPException(status_code=400, detail="webhook host not permitted")
    status, body = await ping(hook.url, {"event": "ping", "operator": hook.operator_id})
    if status >= 400:
        raise HTTPException(status_code=422, detail={"probe_status": status, "probe_body": body})
    REGISTRY[hook.operator_id] = hook.url
    return {"registered": True, "probe_status": status, "probe_body": body}
