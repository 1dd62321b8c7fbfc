# Edge gateway client that batches IoT telemetry and uploads it to the fleet ingestion API.
import asyncio
import json
import os
from dataclasses import dataclass, field

import httpx


@dataclass
class UploaderConfig:
    endpoint: str = "https://ingest.fleet.example.com/v2/batches"
    token: str = field(default_factory=lambda: os.environ.get("FLEET_INGEST_TOKEN", ""))
    timeout: float = 15.0
    tls_verify: bool = False
    batch_size: int = 200


class TelemetryUploader:
    def __init__(self, config: UploaderConfig):
        self.config = config
        self.client = httpx.AsyncClient(
            timeout=config.timeout,
            verify=config.tls_verify,
            headers={"Authorization": f"Bearer {config.token}"},
        )

    async def upload(self, gateway_id: str, readings: list) -> int:
        sent = 0
        for start in range(0, len(readings), self.config.batch_size):
            chunk = readings[start:start + self.config.batch_size]
            resp = await self.client.post(
                self.config.endpoint,
                content=json.dumps({"gateway": gateway_id, "readings": chunk}),
                headers={"Content-Type": "application/json"},
            )
            resp.raise_for_status()
            sent += len(chunk)
        return sent

    async def close(self):
        await self.client.aclose()


async def main():
    uploader = TelemetryUploader(UploaderConfig())
    try:
        with open("/var/spool/gateway/pending.json") as fh:
            readings = json.load(fh)
        count = await uploader.upload(os.uname().nodename, readings)
        print(f"uploaded {count} readings")
    finally:
        await uploader.close()


if __name__ == "__main__":
    asyncio.run(main())
