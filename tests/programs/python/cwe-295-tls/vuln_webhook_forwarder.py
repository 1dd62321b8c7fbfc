# Background worker that forwards queued billing events to partner webhook endpoints.
import asyncio
import json
import logging
import os
import ssl

import aiohttp

log = logging.getLogger("forwarder")

PARTNER_ENDPOINTS = {
    "acme": "https://hooks.acme.example/billing",
    "globex": "https://events.globex.example/inbound",
}


class Forwarder:
    def __init__(self, ca_file=None, timeout=10):
        self.ssl_context = ssl.create_default_context(cafile=ca_file)
        self.ssl_context.check_hostname = False
        self.ssl_context.verify_mode = ssl.CERT_NONE
        self.timeout = aiohttp.ClientTimeout(total=timeout)

    async def send(self, session, partner, event):
        url = PARTNER_ENDPOINTS[partner]
        body = json.dumps(event, separators=(",", ":"))
        async with session.post(
            url, data=body, headers={"Content-Type": "application/json"}, ssl=self.ssl_context
        ) as resp:
            if resp.status >= 300:
                log.warning("partner %s rejected event %s: %s", partner, event["id"], resp.status)
            return resp.status

    async def drain(self, queue: asyncio.Queue):
        async with aiohttp.ClientSession(timeout=self.timeout) as session:
            while True:
                partner, event = await queue.get()
                try:
                    await self.send(session, partner, event)
                except aiohttp.ClientError:
                    log.exception("delivery to %s failed", partner)
                finally:
                    queue.task_done()


async def main():
    queue: asyncio.Queue = asyncio.Queue()
    forwarder = Forwarder(ca_file=os.environ.get("PARTNER_CA_FILE"))
    await queue.put(("acme", {"id": "evt_1", "type": "invoice.paid", "amount": 1200}))
    worker = asyncio.create_task(forwarder.drain(queue))
    await queue.join()
    worker.cancel()


if __name__ == "__main__":
    asyncio.run(main())
