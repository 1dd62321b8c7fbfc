# A karaoke singoff ranker program of the h62 set (cwe-094-code).
"""Leaderboard worker for the karaoke bar's sing-off nights.

The host tablet publishes "rank" requests to a Redis stream; each request names the
performance metric to rank singers by (pitch, timing, applause, ...).
"""
import asyncio
import json
import logging
import operator
import os
import re
from dataclasses import dataclass
from typing import AsyncIterator, Callable, Dict, List

import redis.asyncio as redis

log = logging.getLogger("singoff")
STREAM = os.environ.get("SINGOFF_STREAM", "singoff:rank-requests")
RESULTS = os.environ.get("SINGOFF_RESULTS", "singoff:leaderboards")
METRIC_PATTERN = re.compile(r"[a-z_]+")
METRICS = frozenset({"pitch", "timing", "applause", "overall"})


@dataclass(frozen=True)
class Performance:
    singer: str
    song: str
    pitch: float
    timing: float
    applause: float

    @property
    def overall(self) -> float:
        return round(0.5 * self.pitch + 0.3 * self.timing + 0.2 * self.applause, 2)


def metric_key(metric: str) -> Callable[[Performance], float]:
    if not METRIC_PATTERN.fullmatch(metric) or metric not in METRICS:
        raise ValueError(f"bad metric {metric!r}")
    return operator.attrgetter(metric)


async def requests_from(client: redis.Redis, stream: str) -> AsyncIterator[Dict[str, str]]:
    last_id = "$"
    while True:
        batches = await client.xread({stream: last_id}, block=5000, count=20)
        for _stream, entries in batches:
            for entry_id, fields in entries:
                last_id = entry_id
                yield fields


async def performances_for(client: redis.Redis, night: str) -> List[Performance]:
    raw = await client.lrange(f"singoff:{night}:performances", 0, -1)
    return [Performance(**json.loads(item)) for item in raw]


async def handle(client: redis.Redis, request: Dict[str, str]) -> None:
    night, metric = request.get("night", ""), request.get("metric", "overall")
    key = metric_key(metric)
    ranked = sorted(await performances_for(client, night), key=key, reverse=True)
    board = [{"place": i + 1, "singer": p.singer, "song": p.song, "score": key(p)} for i, p in enumerate(ranked[:10])]
    await client.hset(RESULTS, f"{night}:{metric}", json.dumps(board))
    log.info("ranked %d singers for %s by %s", len(ranked), night, metric)


async def main() -> None:
    logging.basicConfig(level=logging.INFO)
    client = redis.from_url(os.environ["SINGOFF_REDIS_URL"], decode_responses=True)
    async for request in requests_from(client, STREAM):
        try:
            await handle(client, request)
        except (ValueError, TypeError, AttributeError) as exc:
            log.warning("skipping rank request %r: %s", request, exc)


if __name__ == "__main__":
    asyncio.run(main())
