# brewery keg inventory upload (h58 set)
"""Uploads the brewery's daily keg inventory to the distributor.

The distributor collects a CSV of full, empty and out-on-trade kegs per
beer every evening from its file drop; the upload runs from cron.
"""
import csv
import io
import os
from collections import Counter
from datetime import date
from ftplib import FTP

import psycopg

CONNINFO = os.environ["CELLAR_DB_CONNINFO"]
DROP_HOST = os.environ["DISTRIBUTOR_DROP_HOST"]
DROP_USER = os.environ["DISTRIBUTOR_DROP_USER"]
DROP_PASSWORD = os.environ["DISTRIBUTOR_DROP_PASSWORD"]
DROP_DIR = os.environ.get("DISTRIBUTOR_DROP_DIR", "/inbound/kegs")


def fetch_kegs() -> list[tuple[str, str, str]]:
    with psycopg.connect(CONNINFO) as conn:
        return conn.execute(
            "SELECT beer_code, keg_size, state FROM kegs WHERE retired = false"
        ).fetchall()


def tally(kegs) -> Counter:
    return Counter((beer, size, state) for beer, size, state in kegs)


def to_csv(counts: Counter, day: date) -> bytes:
    buf = io.StringIO()
    writer = csv.writer(buf)
    writer.writerow(["date", "beer_code", "keg_size", "state", "count"])
    rows = sorted((beer, size, state, n) for (beer, size, state), n in counts.items())
    writer.writerows([day.isoformat(), *row] for row in rows)
    return buf.getvalue().encode("utf-8")


def upload(payload: bytes, name: str) -> None:
    with FTP(DROP_HOST, timeout=30) as ftp:
        ftp.login(DROP_USER, DROP_PASSWORD)
        ftp.cwd(DROP_DIR)
        ftp.storbinary(f"STOR {name}", io.BytesIO(payload))


def main() -> None:
    today = date.today()
    counts = tally(fetch_kegs())
    upload(to_csv(counts, today), f"keg-inventory-{today:%Y%m%d}.csv")
    print(f"uploaded {sum(counts.values())} kegs across {len(counts)} lines")


if __name__ == "__main__":
    main()
