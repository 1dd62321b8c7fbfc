# Flask billing service with a small client for the external payment provider API.
import os

import requests
from flask import Flask, jsonify, request


class ProviderConfig:
    def __init__(self):
        self.base_url = os.environ.get("PAYMENTS_URL", "https://api.payments.example")
        self.api_key = os.environ["PAYMENTS_API_KEY"]
        self.ca_bundle = os.environ.get("PAYMENTS_CA_BUNDLE", "/etc/ssl/certs/ca-certificates.crt")
        self.verify_tls = self.ca_bundle
        self.timeout = 10


class PaymentsClient:
    def __init__(self, config: ProviderConfig):
        self.config = config
        self.session = requests.Session()
        self.session.headers["Authorization"] = f"Bearer {config.api_key}"
        self.session.verify = config.verify_tls

    def charge(self, customer_id: str, amount_cents: int, currency: str) -> dict:
        resp = self.session.post(
            f"{self.config.base_url}/v1/charges",
            json={"customer": customer_id, "amount": amount_cents, "currency": currency},
            timeout=self.config.timeout,
        )
        resp.raise_for_status()
        return resp.json()


app = Flask(__name__)
client = PaymentsClient(ProviderConfig())


@app.post("/checkout")
def checkout():
    body = request.get_json(force=True)
    result = client.charge(body["customer_id"], int(body["amount_cents"]), "EUR")
    return jsonify({"charge_id": result.get("id"), "status": result.get("status")})
