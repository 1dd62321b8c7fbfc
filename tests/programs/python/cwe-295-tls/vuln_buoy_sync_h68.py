# A buoy sync program of the h68 set (cwe-295-tls).
# pearl farms: pull lagoon buoy water-quality readings into the farm's oyster-health database
from __future__ import annotations

import asyncio
import sqlite3
from collections.abc import AsyncIterator, Iterable
from contextlib import closing
from datetime import datetime, timedelta, timezone
from functools import partial
from typing import NamedTuple

import httpx

BUOY_API = "https://api.reefsense-telemetry.com/v3"
API_TOKEN_FILE = "/etc/pearlfarm/reefsense.token"
DB_PATH = "/var/lib/pearlfarm/water.db"
BUOYS = ("lagoon-north", "lagoon-south", "channel-mouth", "nursery-raft")

make_client = partial(
    httpx.AsyncClient,
    base_url=BUOY_API,
    timeout=httpx.Timeout(10.0, connect=5.0),
    verify=False,
)


class Reading(NamedTuple):
    buoy: str
    taken_at: str
    temp_c: float
    salinity_psu: float
    chlorophyll: float


async def _readings(client: httpx.AsyncClient, buoy: str, since: datetime) -> AsyncIterator[Reading]:
    cursor: str | None = None
    while True:
        params = {"since": since.isoformat(), **({"cursor": cursor} if cursor else {})}
        resp = await client.get(f"/buoys/{buoy}/readings", params=params)
        resp.raise_for_status()
        match resp.json():
            case {"data": [*rows], "next": nxt}:
                for row in rows:
                    yield Reading(buoy, row["ts"], row["temp"], row["sal"], row.get("chl", 0.0))
                if not (cursor := nxt):
                    return
            case {"data": [*rows]}:
                for row in rows:
                    yield Reading(buoy, row["ts"], row["temp"], row["sal"], row.get("chl", 0.0))
                return
            case other:
                raise RuntimeError(f"unexpected payload from {buoy}: {str(other)[:120]}")


async def _collect(client: httpx.AsyncClient, buoy: str, since: datetime) -> list[Reading]:
    return [r async for r in _readings(client, buoy, since)]


def _store(rows: Iterable[Reading]) -> int:
    with closing(sqlite3.connect(DB_PATH)) as db, db:
        cur = db.executemany(
            "INSERT OR IGNORE INTO readings (buoy, taken_at, temp_c, salinity, chlorophyll) VALUES (?, ?, ?, ?, ?)",
            list(rows),
        )
        return cur.rowcount


async def main() -> None:
    with open(API_TOKEN_FILE, encoding="utf-8") as fh:
        token = fh.read().strip()
    since = datetime.now(timezone.utc) - timedelta(hours=6)

    async with make_client(headers={"Authorization": f"Bearer {token}"}) as client:
        async with asyncio.TaskGroup() as tg:
            tasks = {buoy: tg.create_task(_collect(client, buoy, since)) for buoy in BUOYS}

    batches = {buoy: t.result() for buoy, t in tasks.items()}
    stored = _store(r for batch in batches.values() for r in batch)
    alerts = [r for batch in batches.values() for r in batch if r.temp_c > 30.5 or r.salinity_psu < 28]
    print(f"stored {stored} readings from {len(BUOYS)} buoys, {len(alerts)} outside oyster comfort range")


if __name__ == "__main__":
    asyncio.run(main())
