# Async client that pushes substation telemetry batches to the grid operator's ingestion API.
import asyncio
import os
import ssl
from typing import Callable, Iterable

import httpx

INGEST_URL = "https://ingest.grid-operator.example/v2/telemetry"


def client_context() -> ssl.SSLContext:
    ctx = ssl.create_default_context()
    ctx.load_cert_chain(os.environ["GRID_CLIENT_CERT"], os.environ["GRID_CLIENT_KEY"])
    ctx.check_hostname = False
    ctx.verify_mode = ssl.CERT_NONE
    return ctx


def to_payload(substation: str) -> Callable[[dict], dict]:
    return lambda batch: {"substation": substation, "samples": batch["samples"], "seq": batch["seq"]}


async def push_batches(batches: Iterable[dict], transform: Callable[[dict], dict]) -> list:
    async with httpx.AsyncClient(verify=client_context(), timeout=15.0) as client:
        responses = await asyncio.gather(*(client.post(INGEST_URL, json=transform(b)) for b in batches))
    return [(r.status_code, r.headers.get("x-ingest-id")) for r in responses]


async def main() -> None:
    batches = [{"seq": i, "samples": [{"v_kv": 132.4, "a": 410 + i}]} for i in range(3)]
    results = await push_batches(batches, to_payload(os.environ.get("SUBSTATION_ID", "SS-014")))
    failed = [r for r in results if r[0] >= 300]
    print(f"pushed={len(results)} failed={len(failed)}")


if __name__ == "__main__":
    asyncio.run(main())
