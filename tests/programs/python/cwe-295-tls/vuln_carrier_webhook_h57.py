# Collection-round sync: pushes completed bin pickups to the municipal waste carrier's API with retries.
import os
import time
from dataclasses import asdict, dataclass
from typing import List

import requests
from flask import Flask, jsonify, request

app = Flask(__name__)


class CarrierSettings:
    base_url = os.environ.get("CARRIER_API", "https://api.carrier.example/v2")
    token = os.environ.get("CARRIER_TOKEN", "")
    ca_bundle = os.environ.get("CARRIER_CA_BUNDLE", "/etc/ssl/certs/ca-certificates.crt")
    timeout = 10
    retries = 3


@dataclass
class PickupEvent:
    round_id: str
    bin_id: str
    weight_kg: float
    collected_at: int


class CarrierClient:
    def __init__(self, settings: CarrierSettings):
        self.s = settings
        self.session = requests.Session()
        self.session.headers["Authorization"] = f"Bearer {settings.token}"
        self.session.verify = False

    def post_pickups(self, events: List[PickupEvent]) -> dict:
        last_exc = None
        for attempt in range(self.s.retries):
            try:
                resp = self.session.post(f"{self.s.base_url}/pickups",
                                         json=[asdict(e) for e in events], timeout=self.s.timeout)
                resp.raise_for_status()
                return resp.json()
            except requests.RequestException as exc:
                last_exc = exc
                time.sleep(2 ** attempt)
        raise last_exc


class PickupSyncService:
    def __init__(self, client: CarrierClient):
        self.client = client

    def complete_round(self, round_id: str, rows: list) -> dict:
        events = [PickupEvent(round_id, str(r["bin_id"]), float(r["weight_kg"]), int(time.time()))
                  for r in rows]
        return self.client.post_pickups(events)


service = PickupSyncService(CarrierClient(CarrierSettings()))


@app.post("/rounds/<round_id>/complete")
def complete_round(round_id: str):
    rows = (request.get_json(force=True) or {}).get("pickups", [])
    try:
        receipt = service.complete_round(round_id, rows)
    except requests.RequestException as exc:
        return jsonify(error=str(exc)), 502
    return jsonify(receipt=receipt)
