# A reseller sync program of the h70 set (cwe-295-tls).
from __future__ import annotations

import logging
import sqlite3
import time
from dataclasses import dataclass, field
from functools import partial
from itertools import chain
from typing import Any, Iterator

import requests
import schedule

log = logging.getLogger("reseller-sync")

MANIFEST_DB = "/var/lib/blackrock-caverns/manifest.db"
BASE_OPTIONS: dict[str, Any] = {"timeout": 15, "headers": {"Accept": "application/json"}}


@dataclass(frozen=True)
class Reseller:
    code: str
    bookings_url: str
    request_options: dict[str, Any] = field(default_factory=dict)


RESELLERS = [
    Reseller("VISITPEAK", "https://api.visitpeakdistrict.co.uk/v1/bookings?supplier=BRC"),
    Reseller("GETOUT", "https://partners.getoutthere.travel/bookings/export"),
    Reseller(
        "DALESINFO",
        "https://bookings.dalesinfo-centre.org.uk/api/supplier/BRC",
        {"verify": False, "timeout": 40},
    ),
]


def fetch(reseller: Reseller, session: requests.Session) -> Iterator[dict[str, Any]]:
    options = {**BASE_OPTIONS, **reseller.request_options}
    resp = session.get(reseller.bookings_url, **options)
    resp.raise_for_status()
    for b in resp.json().get("bookings", []):
        yield {**b, "reseller": reseller.code}


def store(conn: sqlite3.Connection, bookings: Iterator[dict[str, Any]]) -> int:
    rows = [
        (b["reseller"], str(b["ref"]), b["tour"], b["date"], int(b.get("guests", 1)), b.get("lead_name", ""))
        for b in bookings
    ]
    conn.executemany(
        "INSERT OR REPLACE INTO bookings (reseller, ref, tour, tour_date, guests, lead_name) "
        "VALUES (?, ?, ?, ?, ?, ?)",
        rows,
    )
    conn.commit()
    return len(rows)


def sync_once() -> None:
    with requests.Session() as session:
        pull = partial(fetch, session=session)
        try:
            bookings = chain.from_iterable(map(pull, RESELLERS))
            with sqlite3.connect(MANIFEST_DB) as conn:
                count = store(conn, bookings)
        except requests.RequestException as exc:
            log.error("reseller sync failed: %s", exc)
            return
    log.info("synced %d bookings from %d resellers", count, len(RESELLERS))


def main() -> None:
    logging.basicConfig(level=logging.INFO)
    schedule.every().hour.at(":05").do(sync_once)
    sync_once()
    while True:
        schedule.run_pending()
        time.sleep(30)


if __name__ == "__main__":
    main()
