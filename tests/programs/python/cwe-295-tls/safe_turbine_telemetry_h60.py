# A turbine telemetry program of the h60 set (cwe-295-tls).
"""Wind farm telemetry collector: polls the turbine vendor's remote
monitoring API for every turbine in the park with a small worker pool
and stores ten-minute averages for the performance reports."""
import asyncio
import json
import os
import ssl
from pathlib import Path

import aiohttp

VENDOR_API = os.environ.get("VENDOR_API_URL", "https://monitoring.nordvind-turbines.com/api/v2")
PARK_ID = os.environ.get("PARK_ID", "KESTREL-MOOR")
TURBINES = [f"WTG-{n:02d}" for n in range(1, 25)]
OUTPUT_DIR = Path("/var/lib/windfarm/telemetry")
WORKERS = 6


def client_session() -> aiohttp.ClientSession:
    tls = ssl.create_default_context(cafile=os.environ.get("VENDOR_CA_BUNDLE"))
    connector = aiohttp.TCPConnector(limit=WORKERS, ssl=tls)
    return aiohttp.ClientSession(
        connector=connector,
        timeout=aiohttp.ClientTimeout(total=20),
        headers={"Authorization": f"Bearer {os.environ['VENDOR_API_TOKEN']}"},
    )


async def fetch_averages(session: aiohttp.ClientSession, turbine: str) -> dict:
    url = f"{VENDOR_API}/parks/{PARK_ID}/turbines/{turbine}/averages"
    async with session.get(url, params={"interval": "10m", "last": "6"}) as resp:
        resp.raise_for_status()
        return {"turbine": turbine, "samples": await resp.json()}


async def worker(session: aiohttp.ClientSession, queue: asyncio.Queue, results: list) -> None:
    while True:
        turbine = await queue.get()
        try:
            results.append(await fetch_averages(session, turbine))
        except aiohttp.ClientError as exc:
            results.append({"turbine": turbine, "error": str(exc)})
        finally:
            queue.task_done()


async def collect() -> list[dict]:
    queue: asyncio.Queue = asyncio.Queue()
    for turbine in TURBINES:
        queue.put_nowait(turbine)
    results: list[dict] = []
    async with client_session() as session:
        tasks = [asyncio.create_task(worker(session, queue, results)) for _ in range(WORKERS)]
        await queue.join()
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
    return sorted(results, key=lambda r: r["turbine"])


def persist(results: list[dict]) -> Path:
    OUTPUT_DIR.mkdir(parents=True, exist_ok=True)
    target = OUTPUT_DIR / f"{PARK_ID.lower()}-latest.json"
    target.write_text(json.dumps(results, indent=1))
    return target


if __name__ == "__main__":
    collected = asyncio.run(collect())
    failures = [r["turbine"] for r in collected if "error" in r]
    print(f"wrote {persist(collected)}; {len(failures)} turbine(s) failed: {failures}")
