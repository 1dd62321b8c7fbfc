# A campground reservation sync program of the h62 set (cwe-295-tls).
"""Nightly sync of campsite reservations from the regional parks booking partner.

Reads campsite codes (one per line) on stdin and prints a CSV of the partner's
reservations for the coming week, for the ranger station's arrival board.

    cut -f1 sites.tsv | python reservation_sync.py > arrivals.csv
"""
import csv
import os
import re
import sys
from datetime import date, timedelta
from functools import partial
from typing import Dict, Iterable, Iterator, List

import requests

PARTNER_API = os.environ.get("PARTNER_API", "https://api.parkbookings.example.org/v2")
SITE_CODE = re.compile(r"[A-Z]{1,3}[0-9]{1,3}")
FIELDS = ("site", "arrival", "nights", "party_size", "vehicle_plate", "status")


def partner_session() -> requests.Session:
    session = requests.Session()
    session.headers.update({
        "Authorization": f"Bearer {os.environ['PARTNER_API_TOKEN']}",
        "Accept": "application/json",
    })
    session.verify = False
    return session


def site_codes(lines: Iterable[str]) -> Iterator[str]:
    return (code for code in (line.strip().upper() for line in lines) if SITE_CODE.fullmatch(code))


def reservations_for(session: requests.Session, start: date, days: int, site: str) -> List[Dict]:
    resp = session.get(
        f"{PARTNER_API}/sites/{site}/reservations",
        params={"from": start.isoformat(), "to": (start + timedelta(days=days)).isoformat()},
        timeout=15,
    )
    if resp.status_code == 404:
        return []
    resp.raise_for_status()
    return [{**r, "site": site} for r in resp.json().get("reservations", [])]


def main() -> int:
    session = partner_session()
    fetch = partial(reservations_for, session, date.today(), 7)
    writer = csv.DictWriter(sys.stdout, fieldnames=FIELDS, extrasaction="ignore")
    writer.writeheader()
    failures = 0
    for site in site_codes(sys.stdin):
        try:
            rows = sorted(fetch(site), key=lambda r: r.get("arrival", ""))
        except requests.RequestException as exc:
            print(f"{site}: {exc}", file=sys.stderr)
            failures += 1
            continue
        writer.writerows(r for r in rows if r.get("status") != "cancelled")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
