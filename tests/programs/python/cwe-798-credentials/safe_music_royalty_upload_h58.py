# music royalty upload (h58 set)
"""Monthly royalty statement upload for a music streaming service.

Play counts are aggregated per recording (ISRC) and rights holder, then
posted to the royalty clearing house in batches.
"""
import asyncio
import os
from functools import reduce
from itertools import islice

import aiohttp

ROYALTY_API_URL = os.environ.get("ROYALTY_API_URL", "https://api.royalty-clearing.example/v2")
ROYALTY_API_KEY = os.environ["ROYALTY_API_KEY"]
BATCH_SIZE = 500


def add_play(totals: dict, play: dict) -> dict:
    key = (play["isrc"], play["rights_holder"])
    seconds = totals.get(key, 0) + play["seconds"]
    return {**totals, key: seconds}


def qualifying(play: dict) -> bool:
    # plays under 30 seconds are not royalty-bearing
    return play.get("seconds", 0) >= 30


def statement_lines(plays, period: str):
    totals = reduce(add_play, filter(qualifying, plays), {})
    for (isrc, holder), seconds in sorted(totals.items()):
        yield {"period": period, "isrc": isrc, "rightsHolder": holder, "streamSeconds": seconds}


def batches(lines, size: int = BATCH_SIZE):
    it = iter(lines)
    while chunk := list(islice(it, size)):
        yield chunk


async def post_batch(session: aiohttp.ClientSession, batch: list[dict]) -> str:
    async with session.post(f"{ROYALTY_API_URL}/statements", json={"lines": batch}) as resp:
        resp.raise_for_status()
        return (await resp.json())["receiptId"]


async def upload(plays, period: str) -> list[str]:
    headers = {"X-Api-Key": ROYALTY_API_KEY, "Content-Type": "application/json"}
    timeout = aiohttp.ClientTimeout(total=60)
    async with aiohttp.ClientSession(headers=headers, timeout=timeout) as session:
        tasks = [post_batch(session, b) for b in batches(statement_lines(plays, period))]
        return await asyncio.gather(*tasks)


if __name__ == "__main__":
    sample = [
        {"isrc": "GBAYE2400311", "rights_holder": "Northwind Records", "seconds": 212},
        {"isrc": "GBAYE2400311", "rights_holder": "Northwind Records", "seconds": 12},
        {"isrc": "USQX92401877", "rights_holder": "Harbour Lane Music", "seconds": 187},
    ]
    receipts = asyncio.run(upload(sample, os.environ.get("ROYALTY_PERIOD", "2024-05")))
    print(f"{len(receipts)} batch(es) accepted")
