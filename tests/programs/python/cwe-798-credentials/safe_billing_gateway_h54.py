# Client wrapper used by an energy retailer's billing service to create direct-debit mandates.
import os
from dataclasses import dataclass, field
from typing import Callable, Iterable

import httpx


@dataclass(frozen=True)
class GatewayConfig:
    base_url: str = field(default_factory=lambda: os.environ.get("PAYGATE_URL", "https://api.paygate.example/v3"))
    api_key: str = field(default_factory=lambda: os.environ["PAYGATE_API_KEY"], repr=False)
    timeout: float = 10.0


def auth_headers(cfg: GatewayConfig) -> dict:
    return {"Authorization": f"Bearer {cfg.api_key}", "Content-Type": "application/json"}


def mandate_payload(account: dict) -> dict:
    return {k: account[k] for k in ("account_no", "iban", "holder", "collection_day") if k in account}


class MandateClient:
    def __init__(self, cfg: GatewayConfig = None):
        self.cfg = cfg or GatewayConfig()
        self.http = httpx.Client(base_url=self.cfg.base_url, timeout=self.cfg.timeout, headers=auth_headers(self.cfg))

    def create(self, account: dict, on_created: Callable[[str, str], None]) -> None:
        resp = self.http.post("/mandates", json=mandate_payload(account))
        resp.raise_for_status()
        on_created(account["account_no"], resp.json()["mandate_id"])

    def create_many(self, accounts: Iterable[dict], on_created: Callable[[str, str], None]) -> int:
        done = [self.create(a, on_created) for a in accounts if a.get("iban")]
        return len(done)

    def close(self) -> None:
        self.http.close()
