# Async uplink client that batches vehicle telemetry and posts it to the fleet ingest service.
import asyncio
import gzip
import json
import os
import ssl
from dataclasses import dataclass, field

import httpx


@dataclass
class UplinkConfig:
    endpoint: str = "https://ingest.fleetgrid.internal/v2/batches"
    ca_bundle: str = "/etc/fleetgrid/ca.pem"
    timeout: float = 10.0
    batch_size: int = 200
    token: str = field(default_factory=lambda: os.environ["FLEETGRID_UPLINK_TOKEN"])


class TelemetryUplink:
    def __init__(self, cfg: UplinkConfig):
        self.cfg = cfg
        self.queue: asyncio.Queue = asyncio.Queue()
        # ingest nodes use certificates issued by the internal fleet CA
        tls = ssl.create_default_context(cafile=cfg.ca_bundle)
        self.client = httpx.AsyncClient(
            verify=tls,
            timeout=cfg.timeout,
            headers={"Authorization": f"Bearer {cfg.token}", "Content-Encoding": "gzip"},
        )

    async def submit(self, vehicle_id: str, sample: dict) -> None:
        await self.queue.put({"vehicle": vehicle_id, **sample})

    async def flush(self) -> int:
        batch = []
        while not self.queue.empty() and len(batch) < self.cfg.batch_size:
            batch.append(self.queue.get_nowait())
        if not batch:
            return 0
        body = gzip.compress(json.dumps(batch).encode())
        resp = await self.client.post(self.cfg.endpoint, content=body)
        resp.raise_for_status()
        return len(batch)

    async def run(self, interval: float = 5.0) -> None:
        try:
            while True:
                await self.flush()
                await asyncio.sleep(interval)
        finally:
            await self.client.aclose()
