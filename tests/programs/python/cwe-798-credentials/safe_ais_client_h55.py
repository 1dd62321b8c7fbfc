# Async client for the commercial AIS vessel-position feed used by the port traffic dashboard.
import os
from dataclasses import dataclass
from typing import AsyncIterator
import httpx


class ConfigError(RuntimeError):
    pass


@dataclass(frozen=True)
class AisConfig:
    base_url: str
    api_key: str
    page_size: int = 500

    @classmethod
    def from_env(cls) -> "AisConfig":
        api_key = os.environ.get("AIS_API_KEY", "")
        if not api_key:
            raise ConfigError("AIS_API_KEY is not set")
        return cls(base_url=os.environ.get("AIS_BASE_URL", "https://api.aisfeed.example/v3"), api_key=api_key)


@dataclass
class VesselPosition:
    mmsi: int
    lat: float
    lon: float
    speed_knots: float


class AisClient:
    def __init__(self, config: AisConfig):
        self.config = config
        self._http = httpx.AsyncClient(base_url=config.base_url, headers={"X-Api-Key": config.api_key}, timeout=15.0)

    async def __aenter__(self) -> "AisClient":
        return self

    async def __aexit__(self, *exc_info) -> None:
        await self._http.aclose()

    async def positions(self, bbox) -> AsyncIterator[VesselPosition]:
        cursor = None
        while True:
            params = {"bbox": ",".join(map(str, bbox)), "limit": self.config.page_size}
            if cursor:
                params["cursor"] = cursor
            resp = await self._http.get("/positions", params=params)
            resp.raise_for_status()
            page = resp.json()
            for item in page.get("data", []):
                yield VesselPosition(int(item["mmsi"]), float(item["lat"]), float(item["lon"]), float(item.get("sog", 0)))
            cursor = page.get("next_cursor")
            if not cursor:
                break


async def harbour_snapshot(bbox=(51.85, 4.0, 51.99, 4.5)) -> list:
    async with AisClient(AisConfig.from_env()) as client:
        return [p async for p in client.positions(bbox)]
