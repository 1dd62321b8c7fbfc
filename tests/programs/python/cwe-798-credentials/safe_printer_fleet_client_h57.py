# Printer fleet status for a print shop: client for the vendor's fleet API plus an internal status endpoint.
import os
import time
from dataclasses import dataclass
from typing import Dict, List, Tuple

import requests
from flask import Flask, jsonify


class FleetSettings:
    base_url = os.environ.get("PRINTFLEET_URL", "https://api.printfleet-vendor.example/v3")
    account_id = os.environ.get("PRINTFLEET_ACCOUNT", "inkwell-print-co")
    api_key = os.environ["PRINTFLEET_API_KEY"]
    cache_seconds = 60


@dataclass
class DeviceStatus:
    serial: str
    model: str
    toner_pct: int
    state: str


class FleetClient:
    def __init__(self, settings: FleetSettings):
        self.s = settings
        self.session = requests.Session()
        self.session.headers.update({"X-Api-Key": settings.api_key, "X-Account": settings.account_id})

    def devices(self) -> List[DeviceStatus]:
        resp = self.session.get(f"{self.s.base_url}/devices", timeout=8)
        resp.raise_for_status()
        return [DeviceStatus(d["serial"], d["model"], int(d["toner"]), d["state"]) for d in resp.json()["items"]]


class CachedFleetService:
    def __init__(self, client: FleetClient, ttl: int):
        self.client, self.ttl = client, ttl
        self._cache: Dict[str, Tuple[float, List[DeviceStatus]]] = {}

    def devices(self) -> List[DeviceStatus]:
        hit = self._cache.get("devices")
        if hit and time.monotonic() - hit[0] < self.ttl:
            return hit[1]
        items = self.client.devices()
        self._cache["devices"] = (time.monotonic(), items)
        return items

    def low_toner(self, threshold: int = 15) -> List[DeviceStatus]:
        return [d for d in self.devices() if d.toner_pct < threshold]


settings = FleetSettings()
service = CachedFleetService(FleetClient(settings), settings.cache_seconds)
app = Flask(__name__)


@app.get("/internal/printers/low-toner")
def low_toner():
    try:
        devices = service.low_toner()
    except requests.RequestException as exc:
        return jsonify(error=str(exc)), 502
    return jsonify([d.__dict__ for d in devices])
