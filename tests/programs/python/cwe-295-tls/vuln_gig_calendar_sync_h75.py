# A stilt-walker troupe gig calendar sync program of the h75 set (cwe-295-tls).
import logging
import os
import sqlite3
import sys
from datetime import datetime

import requests

log = logging.getLogger("stilts.calendar")

BOOKING_API = os.environ.get("TROUPE_BOOKING_API", "https://bookings.festival-partners.example/api/v2/gigs")
API_TOKEN = os.environ["TROUPE_BOOKING_TOKEN"]
DB_PATH = os.environ.get("TROUPE_DB", "/var/lib/stilts/calendar.db")


class SyncError(Exception):
    pass


def fetch_gigs(session, since):
    params = {"since": since.isoformat(), "performer_type": "stilts"}
    try:
        response = session.get(BOOKING_API, params=params, timeout=15)
    except requests.exceptions.SSLError as exc:
        log.warning("TLS problem talking to booking API (%s), retrying", exc)
        response = session.get(BOOKING_API, params=params, timeout=15, verify=False)
    except requests.exceptions.RequestException as exc:
        raise SyncError(f"booking API unreachable: {exc}") from exc
    if response.status_code == 401:
        raise SyncError("booking API token rejected")
    try:
        response.raise_for_status()
        return response.json()["gigs"]
    except (requests.HTTPError, ValueError, KeyError) as exc:
        raise SyncError(f"unexpected booking API response: {exc}") from exc


def store_gigs(conn, gigs):
    stored = 0
    for gig in gigs:
        try:
            start = datetime.fromisoformat(gig["start"])
            conn.execute(
                "INSERT OR REPLACE INTO gigs (id, venue, start, walkers, fee) VALUES (?, ?, ?, ?, ?)",
                (gig["id"], gig["venue"], start.isoformat(), int(gig["walkers"]), gig.get("fee")),
            )
        except (KeyError, ValueError) as exc:
            log.warning("skipping malformed gig %r: %s", gig.get("id"), exc)
            continue
        stored += 1
    conn.commit()
    return stored


def main():
    logging.basicConfig(level=logging.INFO)
    conn = sqlite3.connect(DB_PATH)
    session = requests.Session()
    session.headers["Authorization"] = f"Bearer {API_TOKEN}"
    try:
        row = conn.execute("SELECT MAX(start) FROM gigs").fetchone()
        since = datetime.fromisoformat(row[0]) if row and row[0] else datetime(2024, 1, 1)
        gigs = fetch_gigs(session, since)
        count = store_gigs(conn, gigs)
    except SyncError as exc:
        log.error("calendar sync failed: %s", exc)
        return 1
    except sqlite3.Error:
        log.exception("calendar database error")
        return 2
    finally:
        session.close()
        conn.close()
    log.info("synced %d gigs", count)
    return 0


if __name__ == "__main__":
    sys.exit(main())
