# Client wrapper used by the storefront to create invoices in the internal billing API.
import os
from dataclasses import dataclass
from typing import Optional

import requests


@dataclass
class BillingConfig:
    base_url: str = "https://billing.internal.example.com/api/v2"
    timeout: float = 10.0
    ca_bundle: Optional[str] = os.environ.get("BILLING_CA_BUNDLE")


class BillingError(RuntimeError):
    pass


class BillingClient:
    def __init__(self, config: BillingConfig, token: str):
        self.config = config
        self.session = requests.Session()
        self.session.headers.update({"Authorization": f"Bearer {token}", "Accept": "application/json"})
        self.session.verify = config.ca_bundle or True

    def _url(self, path: str) -> str:
        return f"{self.config.base_url.rstrip('/')}/{path.lstrip('/')}"

    def create_invoice(self, customer_id: int, lines: list) -> dict:
        body = {"customer_id": customer_id, "lines": lines, "currency": "EUR"}
        resp = self.session.post(self._url("invoices"), json=body, timeout=self.config.timeout)
        if resp.status_code != 201:
            raise BillingError(f"invoice creation failed: {resp.status_code}")
        return resp.json()

    def invoice_status(self, invoice_id: str) -> str:
        resp = self.session.get(self._url(f"invoices/{int(invoice_id)}"), timeout=self.config.timeout)
        resp.raise_for_status()
        return resp.json()["status"]


def default_client() -> BillingClient:
    return BillingClient(BillingConfig(), os.environ["BILLING_API_TOKEN"])
