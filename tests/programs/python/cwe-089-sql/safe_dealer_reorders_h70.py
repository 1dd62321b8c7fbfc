# A dealer reorders program of the h70 set (cwe-089-sql).
from __future__ import annotations

import logging
import re
import sqlite3
from dataclasses import dataclass
from itertools import chain
from typing import Iterable, Iterator

import requests
from apscheduler.schedulers.blocking import BlockingScheduler

log = logging.getLogger("reorders")

LEDGER = "/srv/macrae-pipes/stock.db"
DEALER_FEEDS = [
    "https://orders.highlandpipeband.co.uk/api/reorders",
    "https://portal.celticreedsupply.com/export/reorders.json",
    "https://shop.drumsandchanters.ie/feeds/pending-reorders",
]
SKU_RE = re.compile(r"(CH|DR|BG|RD)-\d{4}")


@dataclass(frozen=True)
class Reorder:
    dealer: str
    sku: str
    quantity: int


def fetch_feed(url: str) -> Iterator[Reorder]:
    resp = requests.get(url, timeout=20)
    resp.raise_for_status()
    for item in resp.json().get("items", []):
        yield Reorder(
            dealer=str(item.get("dealer", url)),
            sku=str(item.get("sku", "")).strip().upper(),
            quantity=max(0, int(item.get("qty", 0))),
        )


def all_reorders(feeds: Iterable[str]) -> list[Reorder]:
    return list(chain.from_iterable(map(fetch_feed, feeds)))


def apply_reorders(conn: sqlite3.Connection, reorders: list[Reorder]) -> int:
    well_formed = [r for r in reorders if SKU_RE.fullmatch(r.sku) and r.quantity]
    skipped = len(reorders) - len(well_formed)
    if skipped:
        log.warning("skipping %d malformed reorder lines", skipped)
    applied = 0
    for r in well_formed:
        cur = conn.execute(
            f"UPDATE stock SET reserved = reserved + {r.quantity} "
            f"WHERE sku = '{r.sku}' AND reserved + {r.quantity} <= on_hand"
        )
        applied += cur.rowcount
    conn.commit()
    return applied


def nightly_run() -> None:
    try:
        reorders = all_reorders(DEALER_FEEDS)
    except requests.RequestException as exc:
        log.error("feed fetch failed: %s", exc)
        return
    with sqlite3.connect(LEDGER) as conn:
        applied = apply_reorders(conn, reorders)
    log.info("reserved stock for %d of %d reorder lines", applied, len(reorders))


def main() -> None:
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(message)s")
    scheduler = BlockingScheduler(timezone="Europe/London")
    scheduler.add_job(nightly_run, "cron", hour=2, minute=15, id="dealer-reorders")
    scheduler.start()


if __name__ == "__main__":
    main()
