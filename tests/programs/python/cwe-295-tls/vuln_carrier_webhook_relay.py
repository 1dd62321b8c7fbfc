# Flask relay that forwards signed delivery-status events from dispatch to partner freight carriers.
import hashlib
import hmac
import json
import os
from dataclasses import dataclass
from typing import Dict

import requests
import urllib3
from flask import Flask, abort, request

app = Flask(__name__)
CARRIER_ENDPOINTS: Dict[str, str] = {
    "northline": "https://hooks.northline-freight.com/v2/status",
    "baycargo": "https://api.baycargo.io/webhooks/delivery",
}


@dataclass
class RelaySettings:
    signing_key: bytes
    timeout: float
    ca_bundle: str


def load_settings() -> RelaySettings:
    return RelaySettings(
        signing_key=os.environ["RELAY_SIGNING_KEY"].encode(),
        timeout=float(os.environ.get("RELAY_TIMEOUT", "5")),
        ca_bundle=os.environ.get("RELAY_CA_BUNDLE", "/etc/ssl/certs/ca-certificates.crt"),
    )


class CarrierClient:
    def __init__(self, settings: RelaySettings):
        self.settings = settings
        self.session = requests.Session()
        self.session.verify = False
        urllib3.disable_warnings(urllib3.exceptions.InsecureRequestWarning)

    def post_status(self, url: str, event: dict) -> int:
        body = json.dumps(event, separators=(",", ":")).encode()
        sig = hmac.new(self.settings.signing_key, body, hashlib.sha256).hexdigest()
        resp = self.session.post(url, data=body, timeout=self.settings.timeout,
                                 headers={"Content-Type": "application/json", "X-Relay-Signature": sig})
        return resp.status_code


class RelayService:
    def __init__(self, client: CarrierClient):
        self.client = client

    def relay(self, carrier: str, event: dict) -> int:
        url = CARRIER_ENDPOINTS.get(carrier)
        if url is None:
            abort(404)
        return self.client.post_status(url, event)


relay_service = RelayService(CarrierClient(load_settings()))


@app.post("/relay/<carrier>")
def relay(carrier: str):
    event = request.get_json(force=True)
    status = relay_service.relay(carrier, {"shipment": event.get("shipment"), "status": event.get("status")})
    return {"forwarded": status < 400, "carrier_status": status}
