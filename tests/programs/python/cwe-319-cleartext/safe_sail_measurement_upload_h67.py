# A sail measurement upload program of the h67 set (cwe-319-cleartext).
# sail lofts: send customer boat measurements and contact details to the partner cutting floor
from __future__ import annotations

import json
import logging
import os
import sys
from datetime import date
from pathlib import Path
from typing import Literal

import attrs
import cattrs
import httpx

log = logging.getLogger("loft.upload")

CUTTING_FLOOR_URL = "https://cutting.northwind-sailworks.com/api/v2/measurements"
API_TOKEN = os.environ.get("CUTTING_FLOOR_TOKEN", "")


def _positive(instance, attribute, value) -> None:
    if value <= 0:
        raise ValueError(f"{attribute.name} must be positive")


@attrs.frozen
class Customer:
    name: str = attrs.field(validator=attrs.validators.max_len(80))
    email: str = attrs.field(validator=attrs.validators.matches_re(r"[^@\s]+@[^@\s]+\.[a-z]{2,}"))
    phone: str = attrs.field(validator=attrs.validators.max_len(24))
    billing_postcode: str = attrs.field(validator=attrs.validators.max_len(10))


@attrs.frozen
class SailMeasurements:
    sail_type: Literal["main", "genoa", "jib", "spinnaker"]
    luff_mm: int = attrs.field(validator=_positive)
    leech_mm: int = attrs.field(validator=_positive)
    foot_mm: int = attrs.field(validator=_positive)
    cloth: str = attrs.field(validator=attrs.validators.in_(["dacron-8oz", "dacron-9oz", "laminate", "nylon-1.5oz"]))


@attrs.frozen
class CuttingOrder:
    order_ref: str
    promised: date
    customer: Customer
    sails: list[SailMeasurements]


converter = cattrs.Converter()
converter.register_structure_hook(date, lambda v, _: date.fromisoformat(v))
converter.register_unstructure_hook(date, lambda d: d.isoformat())


class CuttingFloorClient:
    def __init__(self, url: str, token: str) -> None:
        self.url = url
        self.http = httpx.Client(timeout=15.0, headers={"Authorization": f"Bearer {token}"})

    def submit(self, order: CuttingOrder) -> str:
        payload = converter.unstructure(order)
        resp = self.http.post(self.url, json=payload)
        resp.raise_for_status()
        return resp.json()["job_id"]

    def close(self) -> None:
        self.http.close()


def load_orders(folder: Path) -> list[CuttingOrder]:
    orders = []
    for path in sorted(folder.glob("*.json")):
        raw = json.loads(path.read_text())
        orders.append(converter.structure(raw, CuttingOrder))
    return orders


def main(folder: str) -> int:
    client = CuttingFloorClient(CUTTING_FLOOR_URL, API_TOKEN)
    failures = 0
    try:
        for order in load_orders(Path(folder)):
            try:
                job_id = client.submit(order)
                log.info("order %s accepted as job %s", order.order_ref, job_id)
            except httpx.HTTPError as exc:
                failures += 1
                log.error("order %s failed: %s", order.order_ref, exc)
    finally:
        client.close()
    return 1 if failures else 0


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO)
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else "outbox"))
