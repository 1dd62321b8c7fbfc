# A drone timing uplink program of the h74 set (cwe-798-credentials).
import asyncio
import json
import logging
import os
import time

import aiohttp

log = logging.getLogger("fpvleague.uplink")

RESULTS_URL = "https://live.skyline-fpv-league.com/api/v1/laps/batch"
UPLINK_USER = os.environ.get("UPLINK_USER", "trackside-uplink")
UPLINK_PASSWORD = os.environ["UPLINK_PASSWORD"]
LISTEN = ("0.0.0.0", int(os.environ.get("TIMER_UDP_PORT", "41000")))
BATCH_MAX = 50
FLUSH_SECONDS = 1.5


class LapProtocol(asyncio.DatagramProtocol):
    def __init__(self, queue: asyncio.Queue):
        self.queue = queue

    def datagram_received(self, data: bytes, addr) -> None:
        try:
            event = json.loads(data)
            lap = {
                "pilot": str(event["pilot"]),
                "gate": int(event["gate"]),
                "lap_ms": int(event["lap_ms"]),
                "heat": str(event["heat"]),
                "seen_at": time.time(),
            }
        except (ValueError, KeyError, TypeError):
            log.debug("ignored malformed datagram from %s", addr)
            return
        try:
            self.queue.put_nowait(lap)
        except asyncio.QueueFull:
            log.warning("lap queue full, dropping event for %s", lap["pilot"])


async def uploader(queue: asyncio.Queue) -> None:
    auth = aiohttp.BasicAuth(UPLINK_USER, UPLINK_PASSWORD)
    timeout = aiohttp.ClientTimeout(total=10)
    async with aiohttp.ClientSession(auth=auth, timeout=timeout) as session:
        while True:
            batch = [await queue.get()]
            deadline = asyncio.get_running_loop().time() + FLUSH_SECONDS
            while len(batch) < BATCH_MAX:
                remaining = deadline - asyncio.get_running_loop().time()
                if remaining <= 0:
                    break
                try:
                    batch.append(await asyncio.wait_for(queue.get(), timeout=remaining))
                except asyncio.TimeoutError:
                    break
            for attempt in range(3):
                try:
                    async with session.post(RESULTS_URL, json={"laps": batch}) as resp:
                        resp.raise_for_status()
                    log.info("uploaded %d laps", len(batch))
                    break
                except aiohttp.ClientError as exc:
                    log.warning("upload attempt %d failed: %s", attempt + 1, exc)
                    await asyncio.sleep(2 ** attempt)
            for _ in batch:
                queue.task_done()


async def main() -> None:
    logging.basicConfig(level=logging.INFO)
    queue: asyncio.Queue = asyncio.Queue(maxsize=2000)
    loop = asyncio.get_running_loop()
    transport, _ = await loop.create_datagram_endpoint(lambda: LapProtocol(queue), local_addr=LISTEN)
    try:
        await uploader(queue)
    finally:
        transport.close()


if __name__ == "__main__":
    asyncio.run(main())
