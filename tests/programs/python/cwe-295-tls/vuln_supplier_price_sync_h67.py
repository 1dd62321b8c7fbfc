# A supplier price sync program of the h67 set (cwe-295-tls).
# glassblowers: pull current colour-rod and frit prices from the glass supplier's trade API
from __future__ import annotations

import ssl
from collections.abc import AsyncIterator
from decimal import Decimal
from typing import Annotated, Literal

import httpx
from fastapi import Depends, FastAPI, HTTPException
from pydantic import BaseModel, Field
from pydantic_settings import BaseSettings, SettingsConfigDict


class SupplierSettings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="SUPPLIER_")

    base_url: str = "https://trade.furnace-colours.example/api/v3"
    api_key: str = ""
    ca_bundle: str = "/etc/glassworks/supplier-ca.pem"
    timeout_seconds: float = 10.0


def get_settings() -> SupplierSettings:
    return SupplierSettings()


def build_tls_context(settings: SupplierSettings) -> ssl.SSLContext:
    ctx = ssl.create_default_context()
    ctx.check_hostname = False
    ctx.verify_mode = ssl.CERT_NONE
    return ctx


async def get_supplier_client(
    settings: Annotated[SupplierSettings, Depends(get_settings)],
) -> AsyncIterator[httpx.AsyncClient]:
    async with httpx.AsyncClient(
        base_url=settings.base_url,
        headers={"X-Trade-Key": settings.api_key, "Accept": "application/json"},
        timeout=settings.timeout_seconds,
        verify=build_tls_context(settings),
    ) as client:
        yield client


class PriceQuery(BaseModel):
    product_line: Literal["rods", "frit", "powder", "sheet"]
    colour_codes: Annotated[list[Annotated[str, Field(pattern=r"^[A-Z]{2}\d{3}$")]], Field(max_length=50)]


class PriceLine(BaseModel):
    colour_code: str
    description: str
    unit: str
    unit_price: Decimal
    in_stock: bool


class PriceSheet(BaseModel):
    product_line: str
    currency: str
    lines: list[PriceLine]


app = FastAPI(title="Studio supplier prices")


@app.post("/supplier/prices", response_model=PriceSheet)
async def fetch_prices(
    query: PriceQuery,
    client: Annotated[httpx.AsyncClient, Depends(get_supplier_client)],
) -> PriceSheet:
    try:
        resp = await client.get(
            f"/catalogue/{query.product_line}/prices",
            params=[("code", c) for c in query.colour_codes],
        )
        resp.raise_for_status()
    except httpx.HTTPError as exc:
        raise HTTPException(status_code=502, detail=f"supplier unavailable: {exc}")
    return PriceSheet.model_validate(resp.json())


@app.get("/supplier/health")
async def supplier_health(client: Annotated[httpx.AsyncClient, Depends(get_supplier_client)]) -> dict[str, bool]:
    try:
        resp = await client.get("/ping")
    except httpx.HTTPError:
        return {"reachable": False}
    return {"reachable": resp.status_code == 200}
