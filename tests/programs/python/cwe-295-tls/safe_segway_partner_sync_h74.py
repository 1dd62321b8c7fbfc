# A segway partner sync program of the h74 set (cwe-295-tls).
import asyncio
import json
import logging
import os
import ssl
from datetime import date, timedelta
from pathlib import Path

import aiohttp

log = logging.getLogger("glide.partners")

PARTNERS = {
    "cityhopper": "https://api.cityhopper-tours.com/v3/reseller/bookings",
    "wanderpass": "https://partners.wanderpass.io/bookings/export",
    "harbourtrips": "https://booking.harbourtrips.co.uk/api/agent/bookings",
}
API_KEYS = {name: os.environ.get(f"{name.upper()}_API_KEY", "") for name in PARTNERS}
CALENDAR_FILE = Path(os.environ.get("DISPATCH_CALENDAR", "/var/lib/glide/dispatch.json"))
SYNC_INTERVAL = 15 * 60


def make_session() -> aiohttp.ClientSession:
    connector = aiohttp.TCPConnector(limit_per_host=4, ssl=ssl.create_default_context())
    timeout = aiohttp.ClientTimeout(total=30)
    return aiohttp.ClientSession(connector=connector, timeout=timeout,
                                 headers={"User-Agent": "glide-dispatch/2.4"})


async def fetch_partner(session: aiohttp.ClientSession, name: str, url: str) -> list[dict]:
    params = {"from": date.today().isoformat(), "to": (date.today() + timedelta(days=14)).isoformat()}
    async with session.get(url, params=params, headers={"X-Api-Key": API_KEYS[name]}) as resp:
        resp.raise_for_status()
        payload = await resp.json()
    bookings = payload.get("bookings", payload if isinstance(payload, list) else [])
    for b in bookings:
        b["source"] = name
    return bookings


async def sync_once() -> int:
    async with make_session() as session:
        tasks: dict[str, asyncio.Task] = {}
        try:
            async with asyncio.TaskGroup() as tg:
                for name, url in PARTNERS.items():
                    tasks[name] = tg.create_task(fetch_partner(session, name, url))
        except* aiohttp.ClientError as group:
            for exc in group.exceptions:
                log.warning("partner fetch failed: %s", exc)

    merged: dict[str, dict] = json.loads(CALENDAR_FILE.read_text()) if CALENDAR_FILE.exists() else {}
    added = 0
    for name, task in tasks.items():
        if task.cancelled() or task.exception() is not None:
            continue
        for booking in task.result():
            key = f"{name}:{booking['reference']}"
            if key not in merged:
                added += 1
            merged[key] = {
                "tour": booking.get("product_code"),
                "start": booking.get("start_time"),
                "riders": booking.get("participants", 1),
                "lead_name": booking.get("lead_traveller"),
                "source": name,
            }
    CALENDAR_FILE.write_text(json.dumps(merged, indent=1))
    return added


async def main() -> None:
    logging.basicConfig(level=logging.INFO)
    while True:
        try:
            added = await sync_once()
            log.info("partner sync complete, %d new bookings", added)
        except Exception:
            log.exception("partner sync crashed")
        await asyncio.sleep(SYNC_INTERVAL)


if __name__ == "__main__":
    asyncio.run(main())
