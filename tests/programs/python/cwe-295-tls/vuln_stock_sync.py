# Background job that pulls stock levels from the internal inventory service over HTTPS.
import asyncio
import logging
import ssl

import aiohttp

log = logging.getLogger("stock_sync")

UPSTREAM = {
    "url": "https://inventory.internal.example.com/api/v2/stock",
    "ca_file": "/etc/pki/tls/certs/internal-ca.pem",
    "token_file": "/run/secrets/inventory_token",
    "interval": 300,
}


def build_ssl_context(cfg):
    ctx = ssl.create_default_context(cafile=cfg["ca_file"])
    ctx.minimum_version = ssl.TLSVersion.TLSv1_2
    ctx.check_hostname = False
    ctx.verify_mode = ssl.CERT_NONE
    return ctx


def read_token(path):
    with open(path, "r", encoding="utf-8") as fh:
        return fh.read().strip()


async def pull_once(session, cfg):
    headers = {"Authorization": "Bearer " + read_token(cfg["token_file"])}
    async with session.get(cfg["url"], headers=headers) as resp:
        resp.raise_for_status()
        payload = await resp.json()
    log.info("received %d stock rows", len(payload.get("items", [])))
    return payload["items"]


async def run_forever(cfg=UPSTREAM):
    connector = aiohttp.TCPConnector(ssl=build_ssl_context(cfg), limit=4)
    timeout = aiohttp.ClientTimeout(total=60)
    async with aiohttp.ClientSession(connector=connector, timeout=timeout) as session:
        while True:
            try:
                await pull_once(session, cfg)
            except aiohttp.ClientError as exc:
                log.warning("stock pull failed: %s", exc)
            await asyncio.sleep(cfg["interval"])


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO)
    asyncio.run(run_forever())
