# A wax supplier program of the h63 set (cwe-798-credentials).
"""Nightly reorder of soy and beeswax from the candle workshop's wholesale supplier."""
import logging
import os
from dataclasses import dataclass, field
from decimal import Decimal
from typing import List

import requests
from celery import Celery
from celery.schedules import crontab

log = logging.getLogger(__name__)

app = Celery("candle_workshop", broker=os.environ["CELERY_BROKER_URL"])
app.conf.beat_schedule = {
    "nightly-wax-reorder": {"task": "candle_workshop.reorder_wax", "schedule": crontab(hour=2, minute=15)},
}


@dataclass(frozen=True)
class SupplierSettings:
    base_url: str = "https://api.waxworks-wholesale.example/v1"
    account_id: str = "CANDLE-0042"
    api_key: str = field(default_factory=lambda: os.environ["WAXWORKS_API_KEY"], repr=False)


@dataclass
class StockLevel:
    sku: str
    description: str
    on_hand_kg: Decimal
    reorder_point_kg: Decimal
    reorder_qty_kg: Decimal


class StockRepository:
    def low_stock(self) -> List[StockLevel]:
        # In production this reads the workshop inventory database.
        return [
            StockLevel("SOY-464", "Soy wax 464 flakes", Decimal("18"), Decimal("25"), Decimal("100")),
            StockLevel("BEE-YEL", "Yellow beeswax pastilles", Decimal("4"), Decimal("10"), Decimal("20")),
        ]


class SupplierClient:
    def __init__(self, settings: SupplierSettings):
        self._settings = settings
        self._session = requests.Session()
        self._session.headers.update({
            "Authorization": f"Bearer {settings.api_key}",
            "X-Account-Id": settings.account_id,
        })

    def place_order(self, lines: List[StockLevel]) -> str:
        body = {"lines": [{"sku": s.sku, "quantity_kg": str(s.reorder_qty_kg)} for s in lines]}
        response = self._session.post(f"{self._settings.base_url}/orders", json=body, timeout=30)
        response.raise_for_status()
        return response.json()["order_id"]


class ReorderService:
    def __init__(self, stock: StockRepository, supplier: SupplierClient):
        self._stock = stock
        self._supplier = supplier

    def run(self) -> str | None:
        lines = [s for s in self._stock.low_stock() if s.on_hand_kg < s.reorder_point_kg]
        if not lines:
            return None
        return self._supplier.place_order(lines)


@app.task(name="candle_workshop.reorder_wax", autoretry_for=(requests.ConnectionError,), max_retries=3)
def reorder_wax() -> str | None:
    order_id = ReorderService(StockRepository(), SupplierClient(SupplierSettings())).run()
    log.info("wax reorder placed: %s", order_id)
    return order_id
