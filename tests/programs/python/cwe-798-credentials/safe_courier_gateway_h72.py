# A courier gateway program of the h72 set (cwe-798-credentials).
from __future__ import annotations

import os
from abc import ABC, abstractmethod
from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal
from functools import lru_cache

import httpx
from fastapi import Depends, FastAPI, HTTPException
from pydantic import BaseModel, Field

app = FastAPI(title="Pedal Post partner API")


@dataclass(frozen=True)
class GatewaySettings:
    base_url: str
    merchant_id: str
    secret_key: str
    timeout: float = 10.0

    @classmethod
    def from_env(cls) -> "GatewaySettings":
        secret = os.environ.get("TALLYPAY_SECRET")
        if not secret:
            raise RuntimeError("TALLYPAY_SECRET is not set")
        return cls(
            base_url=os.environ.get("TALLYPAY_URL", "https://api.tallypay.io/v2"),
            merchant_id=os.environ.get("TALLYPAY_MERCHANT", "pedalpost-bristol"),
            secret_key=secret,
        )


class PaymentGateway(ABC):
    @abstractmethod
    async def charge(self, account: str, pence: int, reference: str) -> str: ...


class TallyPayGateway(PaymentGateway):
    def __init__(self, settings: GatewaySettings) -> None:
        self.settings = settings

    async def charge(self, account: str, pence: int, reference: str) -> str:
        async with httpx.AsyncClient(
            base_url=self.settings.base_url,
            auth=(self.settings.merchant_id, self.settings.secret_key),
            timeout=self.settings.timeout,
        ) as client:
            reply = await client.post(
                "/charges",
                json={"customer": account, "amount": pence, "currency": "GBP", "reference": reference},
            )
        if reply.status_code != 201:
            raise HTTPException(502, "payment provider declined the charge")
        return reply.json()["charge_id"]


class Tariff:
    base = Decimal("4.50")
    per_km = Decimal("1.20")
    cargo_surcharge = Decimal("6.00")

    def quote(self, km: float, cargo_bike: bool) -> Decimal:
        price = self.base + self.per_km * Decimal(str(km))
        if cargo_bike:
            price += self.cargo_surcharge
        return price.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)


@lru_cache
def gateway() -> PaymentGateway:
    return TallyPayGateway(GatewaySettings.from_env())


class Job(BaseModel):
    shop_account: str
    pickup_postcode: str
    drop_postcode: str
    distance_km: float = Field(gt=0, le=40)
    cargo_bike: bool = False


@app.post("/quotes")
def quote(job: Job) -> dict[str, str]:
    return {"price_gbp": str(Tariff().quote(job.distance_km, job.cargo_bike))}


@app.post("/jobs", status_code=201)
async def book(job: Job, payments: PaymentGateway = Depends(gateway)) -> dict[str, str]:
    price = Tariff().quote(job.distance_km, job.cargo_bike)
    reference = f"PP-{job.pickup_postcode.replace(' ', '')}-{job.drop_postcode.replace(' ', '')}"
    charge_id = await payments.charge(job.shop_account, int(price * 100), reference)
    return {"charge": charge_id, "price_gbp": str(price), "status": "rider being assigned"}
