# Availability feed refresh for a travel agency: agents trigger a pull from a partner tour operator's feed.
from dataclasses import dataclass
from typing import List

import httpx
from fastapi import APIRouter, Depends, HTTPException
from pydantic import BaseModel

router = APIRouter(prefix="/admin/feeds")
PARTNER_FEEDS = {
    "sunpath": "https://sunpath.partners.tourdesk.example/v2/availability",
    "alpinetrek": "https://alpinetrek.partners.tourdesk.example/feed/departures",
    "islandhop": "https://islandhop.partners.tourdesk.example/api/availability",
}


class FeedRefreshRequest(BaseModel):
    operator: str


@dataclass
class Departure:
    tour_code: str
    date: str
    seats_left: int


class FeedClient:
    def __init__(self, timeout: float = 10.0, attempts: int = 2):
        self.timeout, self.attempts = timeout, attempts

    async def get_json(self, url: str) -> dict:
        async with httpx.AsyncClient(timeout=self.timeout) as client:
            for attempt in range(self.attempts):
                try:
                    resp = await client.get(url)
                    resp.raise_for_status()
                    return resp.json()
                except httpx.TransportError:
                    if attempt == self.attempts - 1:
                        raise
        raise RuntimeError("unreachable")


class FeedRefreshService:
    def __init__(self, client: FeedClient):
        self.client = client

    async def refresh(self, req: FeedRefreshRequest) -> List[Departure]:
        feed_url = PARTNER_FEEDS.get(req.operator)
        if feed_url is None:
            raise ValueError("unknown tour operator")
        doc = await self.client.get_json(feed_url)
        return [Departure(d["code"], d["date"], int(d["seats"])) for d in doc.get("departures", [])]


def get_service() -> FeedRefreshService:
    return FeedRefreshService(FeedClient())


@router.post("/refresh")
async def refresh_feed(req: FeedRefreshRequest, svc: FeedRefreshService = Depends(get_service)):
    try:
        departures = await svc.refresh(req)
    except (ValueError, KeyError, httpx.HTTPError) as exc:
        raise HTTPException(status_code=422, detail=str(exc))
    return {"operator": req.operator, "departures": [d.__dict__ for d in departures]}
