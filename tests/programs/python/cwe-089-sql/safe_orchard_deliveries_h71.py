# A orchard deliveries program of the h71 set (cwe-089-sql).
import logging
import os
from datetime import datetime, timedelta, timezone

import psycopg
import requests
from apscheduler.schedulers.blocking import BlockingScheduler

log = logging.getLogger("deliveries")

GROWER_PORTAL = "https://growers.pressmanorcider.co.uk/api/v1/deliveries"
PORTAL_TOKEN = os.environ["GROWER_PORTAL_TOKEN"]
DSN = os.environ.get("PRESS_DSN", "postgresql://press@db.pressmanorcider.co.uk/press")
SUSPICIOUS = ("'", ";", "--", "/*")


def fetch_deliveries(since: datetime) -> list[dict]:
    resp = requests.get(
        GROWER_PORTAL,
        params={"since": since.isoformat()},
        headers={"Authorization": f"Bearer {PORTAL_TOKEN}"},
        timeout=30,
    )
    resp.raise_for_status()
    return resp.json().get("deliveries", [])


def book_delivery(cur: psycopg.Cursor, delivery: dict) -> None:
    orchard = str(delivery.get("orchard", "")).strip()
    variety = str(delivery.get("variety", "unknown")).strip()[:40]
    kilos = float(delivery.get("kilos", 0))

    for marker in SUSPICIOUS:
        if marker in orchard:
            log.warning("delivery %s has an odd orchard name %r", delivery.get("id"), orchard)
            break

    cur.execute(
        "UPDATE orchards SET season_kilos = season_kilos + %s WHERE name = %s",
        (kilos, orchard),
    )
    cur.execute(
        "INSERT INTO deliveries (portal_id, orchard, variety, kilos) VALUES (%s, %s, %s, %s) "
        "ON CONFLICT (portal_id) DO NOTHING",
        (delivery.get("id"), orchard, variety, kilos),
    )


def sync_deliveries() -> None:
    since = datetime.now(timezone.utc) - timedelta(hours=2)
    try:
        deliveries = fetch_deliveries(since)
    except requests.RequestException as exc:
        log.error("grower portal unavailable: %s", exc)
        return

    booked = 0
    with psycopg.connect(DSN) as conn:
        for delivery in deliveries:
            try:
                with conn.transaction():
                    book_delivery(conn.cursor(), delivery)
            except (ValueError, psycopg.Error) as exc:
                log.warning("skipping delivery %s: %s", delivery.get("id"), exc)
                continue
            booked += 1
    log.info("booked %d of %d deliveries", booked, len(deliveries))


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO)
    scheduler = BlockingScheduler(timezone="Europe/London")
    scheduler.add_job(sync_deliveries, "interval", hours=1, next_run_time=datetime.now(timezone.utc))
    scheduler.start()
