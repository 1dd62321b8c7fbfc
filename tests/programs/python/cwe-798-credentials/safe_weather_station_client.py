# Flask endpoint and API client that pull hourly readings from a farm's weather station network.
import os
from dataclasses import dataclass, field
from datetime import datetime, timedelta, timezone
from typing import List

import requests
from flask import Flask, jsonify, request

app = Flask(__name__)


@dataclass
class StationApiConfig:
    base_url: str = field(default_factory=lambda: os.environ.get("AGROMET_URL", "https://api.agromet-network.com/v1"))
    api_key: str = field(default_factory=lambda: os.environ["AGROMET_API_KEY"])
    timeout: float = 8.0


@dataclass
class Reading:
    station: str
    observed_at: str
    temp_c: float
    rain_mm: float
    soil_moisture: float


class AgrometClient:
    TOKEN_HEADER = "X-Api-Key"

    def __init__(self, cfg: StationApiConfig):
        self.cfg = cfg
        self.session = requests.Session()
        self.session.headers[self.TOKEN_HEADER] = cfg.api_key

    def hourly(self, station: str, since: datetime) -> List[Reading]:
        resp = self.session.get(f"{self.cfg.base_url}/stations/{station}/hourly",
                                params={"since": since.isoformat()}, timeout=self.cfg.timeout)
        resp.raise_for_status()
        return [Reading(station, r["ts"], r["t"], r["rr"], r["sm"]) for r in resp.json()["data"]]


class IrrigationAdvisor:
    def __init__(self, client: AgrometClient):
        self.client = client

    def summary(self, station: str, hours: int) -> dict:
        readings = self.client.hourly(station, datetime.now(timezone.utc) - timedelta(hours=hours))
        rain = sum(r.rain_mm for r in readings)
        moisture = readings[-1].soil_moisture if readings else None
        return {"station": station, "rain_mm": round(rain, 1), "soil_moisture": moisture,
                "irrigate": moisture is not None and moisture < 0.22 and rain < 5}


STATIONS = set(filter(None, os.environ.get("AGROMET_STATIONS", "").split(",")))
advisor = IrrigationAdvisor(AgrometClient(StationApiConfig()))


@app.get("/irrigation/<station>")
def irrigation(station: str):
    if station not in STATIONS:
        return jsonify(error="unknown station"), 404
    hours = max(1, min(request.args.get("hours", 24, type=int), 168))
    return jsonify(advisor.summary(station, hours))
