# Client wrapper for the payment gateway REST API used by the checkout service.
import os
from dataclasses import dataclass
from decimal import Decimal
from typing import Union

import requests


@dataclass(frozen=True)
class GatewayConfig:
    base_url: str = "https://api.payments.example.com/v2"
    timeout: float = 10.0
    verify: Union[bool, str] = "/etc/pki/payments/ca-bundle.pem"
    api_key_env: str = "PAYMENT_API_KEY"


class PaymentGateway:
    def __init__(self, config: GatewayConfig = GatewayConfig()):
        self.config = config
        self.session = requests.Session()
        self.session.verify = config.verify
        self.session.headers.update(
            {
                "Authorization": f"Bearer {os.environ[config.api_key_env]}",
                "Accept": "application/json",
            }
        )

    def _post(self, path, payload):
        resp = self.session.post(f"{self.config.base_url}{path}", json=payload, timeout=self.config.timeout)
        resp.raise_for_status()
        return resp.json()

    def charge(self, customer_id: str, amount: Decimal, currency: str = "EUR", idempotency_key: str = ""):
        payload = {
            "customer": customer_id,
            "amount_minor": int(amount * 100),
            "currency": currency,
            "idempotency_key": idempotency_key,
        }
        return self._post("/charges", payload)

    def refund(self, charge_id: str, amount: Decimal):
        return self._post(f"/charges/{charge_id}/refunds", {"amount_minor": int(amount * 100)})


gateway = PaymentGateway()
