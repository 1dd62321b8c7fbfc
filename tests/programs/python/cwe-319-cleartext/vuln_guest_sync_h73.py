# A guest sync program of the h73 set (cwe-319-cleartext).
import base64
import json
import os
from datetime import date, timedelta

import psycopg
import requests
from celery import Celery

BROKER_URL = os.environ.get("CELERY_BROKER", "rediss://queue.cedarsteamlodge.com:6380/2?ssl_cert_reqs=required")
app = Celery("guest_sync", broker=BROKER_URL)

PARTNER = {
    "host": "partners.mineralwellspa.net",
    "path": "/api/v3/reservations/bulk",
    "scheme": "http",
}
PARTNER_USER = os.environ.get("SPA_PARTNER_USER", "cedarsteam")
PARTNER_PASSWORD = os.environ.get("SPA_PARTNER_PASSWORD", "")
DB_DSN = os.environ.get("RESORT_DB", "dbname=resort user=sync")


def partner_url() -> str:
    return "{scheme}://{host}{path}".format(**PARTNER)


def auth_header() -> str:
    token = base64.b64encode(f"{PARTNER_USER}:{PARTNER_PASSWORD}".encode("utf-8")).decode("ascii")
    return f"Basic {token}"


def reservations_for(day: date) -> list[dict]:
    with psycopg.connect(DB_DSN) as conn, conn.cursor() as cur:
        cur.execute(
            "SELECT r.id, g.full_name, g.phone, g.date_of_birth, r.pool, r.slot_start, r.health_notes "
            "FROM pool_reservations r JOIN guests g ON g.id = r.guest_id "
            "WHERE r.slot_start::date = %s AND r.status = 'confirmed'",
            (day,),
        )
        cols = [c.name for c in cur.description]
        return [dict(zip(cols, row)) for row in cur.fetchall()]


def to_partner_record(row: dict) -> dict:
    first, _, last = row["full_name"].strip().partition(" ")
    return {
        "externalId": f"CSL-{row['id']}",
        "firstName": first,
        "lastName": last or first,
        "phone": "".join(ch for ch in row["phone"] if ch.isdigit() or ch == "+"),
        "dob": row["date_of_birth"].isoformat(),
        "pool": row["pool"].upper(),
        "slot": row["slot_start"].isoformat(timespec="minutes"),
        "notes": (row["health_notes"] or "").strip(),
    }


@app.task(bind=True, name="guest_sync.push_tomorrow", max_retries=5, default_retry_delay=300)
def push_tomorrow(self) -> int:
    day = date.today() + timedelta(days=1)
    records = [to_partner_record(r) for r in reservations_for(day)]
    if not records:
        return 0
    body = json.dumps({"resort": "cedar-steam-lodge", "date": day.isoformat(), "reservations": records})
    try:
        resp = requests.post(
            partner_url(),
            data=body.encode("utf-8"),
            headers={"Authorization": auth_header(), "Content-Type": "application/json"},
            timeout=30,
        )
        resp.raise_for_status()
    except requests.RequestException as exc:
        raise self.retry(exc=exc)
    return len(records)


app.conf.beat_schedule = {
    "push-tomorrow-nightly": {"task": "guest_sync.push_tomorrow", "schedule": 60 * 60 * 24},
}
