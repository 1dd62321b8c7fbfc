# A sail plan import program of the h67 set (cwe-918-ssrf).
# sail lofts: import a yacht designer's sail plan (JSON) from a link the customer pastes into the quote form
from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Annotated

import httpx
from fastapi import Depends, FastAPI, HTTPException
from pydantic import BaseModel, Field, HttpUrl, ValidationError, field_validator

MAX_PLAN_BYTES = 512 * 1024
DESIGNER_HOSTS = frozenset({"plans.solentyachtdesign.example", "files.bluewater-naval.example", "cdn.sailplans.example"})


class PlanImportRequest(BaseModel):
    quote_id: Annotated[int, Field(gt=0)]
    plan_url: HttpUrl
    boat_name: Annotated[str, Field(min_length=1, max_length=60)]

    @field_validator("plan_url")
    @classmethod
    def designer_host_only(cls, v: HttpUrl) -> HttpUrl:
        if v.scheme != "https" or v.host not in DESIGNER_HOSTS or v.port not in (None, 443):
            raise ValueError("plans can only be imported from a listed designer site over https")
        return v


class SailDimension(BaseModel):
    sail: str
    luff_m: float
    leech_m: float
    foot_m: float


class SailPlan(BaseModel):
    designer: str
    model: str
    sails: list[SailDimension]


class PlanImportResult(BaseModel):
    quote_id: int
    boat_name: str
    plan: SailPlan


async def get_http() -> AsyncIterator[httpx.AsyncClient]:
    async with httpx.AsyncClient(timeout=8.0, follow_redirects=False) as client:
        yield client


class PlanFetcher:
    def __init__(self, client: httpx.AsyncClient) -> None:
        self.client = client

    async def fetch(self, url: HttpUrl) -> SailPlan:
        resp = await self.client.get(str(url), headers={"Accept": "application/json"})
        resp.raise_for_status()
        if len(resp.content) > MAX_PLAN_BYTES:
            raise ValueError("sail plan document is too large")
        try:
            return SailPlan.model_validate_json(resp.content)
        except ValidationError as exc:
            raise ValueError(f"not a sail plan: {resp.text[:500]}") from exc


def get_fetcher(client: Annotated[httpx.AsyncClient, Depends(get_http)]) -> PlanFetcher:
    return PlanFetcher(client)


app = FastAPI(title="Loft quoting - sail plan import")


@app.post("/quotes/plan-import", response_model=PlanImportResult)
async def import_plan(
    req: PlanImportRequest,
    fetcher: Annotated[PlanFetcher, Depends(get_fetcher)],
) -> PlanImportResult:
    try:
        plan = await fetcher.fetch(req.plan_url)
    except httpx.HTTPError as exc:
        raise HTTPException(status_code=502, detail=f"could not download plan: {exc}")
    except ValueError as exc:
        raise HTTPException(status_code=422, detail=str(exc))
    return PlanImportResult(quote_id=req.quote_id, boat_name=req.boat_name, plan=plan)
