# Client and FastAPI route relaying live wave-height telemetry from the coastal buoy network provider.
import os
from dataclasses import dataclass
import requests
from fastapi import FastAPI, HTTPException


@dataclass(frozen=True)
class BuoySettings:
    base_url: str
    api_token: str
    ca_bundle: str
    timeout: float = 8.0

    @classmethod
    def from_env(cls) -> "BuoySettings":
        return cls(
            base_url=os.environ.get("BUOY_API_URL", "https://telemetry.coastwatch.example/v2"),
            api_token=os.environ["BUOY_API_TOKEN"],
            ca_bundle=os.environ.get("BUOY_CA_BUNDLE", "/etc/ssl/coastwatch-ca.pem"),
        )


class BuoyClient:
    def __init__(self, settings: BuoySettings):
        self.settings = settings
        self.session = requests.Session()
        self.session.headers["Authorization"] = f"Bearer {settings.api_token}"
        self.session.verify = settings.ca_bundle

    def latest(self, station: str) -> dict:
        url = f"{self.settings.base_url}/stations/{station}/latest"
        resp = self.session.get(url, timeout=self.settings.timeout)
        resp.raise_for_status()
        return resp.json()


class WaveService:
    def __init__(self, client: BuoyClient):
        self.client = client

    def summary(self, station: str) -> dict:
        data = self.client.latest(station)
        return {"station": station, "hs_m": data.get("significantWaveHeight"), "tp_s": data.get("peakPeriod")}


app = FastAPI()
wave_service = WaveService(BuoyClient(BuoySettings.from_env()))


@app.get("/waves/{station}")
def wave_summary(station: str):
    if not (station.isdigit() and len(station) == 5):
        raise HTTPException(status_code=400, detail="station must be a 5-digit id")
    try:
        return wave_service.summary(station)
    except requests.RequestException:
        raise HTTPException(status_code=502, detail="buoy provider unavailable")
