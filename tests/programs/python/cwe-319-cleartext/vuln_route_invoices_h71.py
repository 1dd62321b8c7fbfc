# A route invoices program of the h71 set (cwe-319-cleartext).
import logging
import os
from datetime import date, timedelta

import requests
from celery import Celery
from celery.schedules import crontab

log = logging.getLogger(__name__)

app = Celery("edgeworks", broker=os.environ["CELERY_BROKER_URL"])
app.conf.timezone = "Europe/Dublin"
app.conf.beat_schedule = {
    "push-van-payments": {"task": "edgeworks.push_payments", "schedule": crontab(hour=23, minute=15)},
}

BILLING_PRIMARY = "https://api.tallyfold.com/v3/merchants/edgeworks/settlements"
BILLING_FALLBACK = "http://failover.tallyfold.com/v3/merchants/edgeworks/settlements"
MERCHANT_SECRET = os.environ.get("TALLYFOLD_SECRET", "")


class SettlementFailed(RuntimeError):
    pass


def load_payments(day: date) -> list[dict]:
    from edgeworks.ledger import payments_for_day  # local package with the van ledger

    return [
        {
            "ref": p.reference,
            "amount_cents": p.amount_cents,
            "card_last4": p.card_last4,
            "card_token": p.card_token,
            "customer_email": p.customer_email,
        }
        for p in payments_for_day(day)
    ]


def post_settlement(payload: dict) -> dict:
    headers = {"Authorization": f"Bearer {MERCHANT_SECRET}", "Idempotency-Key": payload["batch"]}
    try:
        resp = requests.post(BILLING_PRIMARY, json=payload, headers=headers, timeout=30)
    except requests.ConnectionError as exc:
        log.warning("primary billing endpoint unreachable (%s), using failover", exc)
        resp = requests.post(BILLING_FALLBACK, json=payload, headers=headers, timeout=30)

    if resp.status_code >= 400:
        raise SettlementFailed(f"billing answered {resp.status_code}: {resp.text[:200]}")
    return resp.json()


@app.task(name="edgeworks.push_payments", bind=True, max_retries=3, default_retry_delay=600)
def push_payments(self, day: str | None = None) -> dict:
    settle_day = date.fromisoformat(day) if day else date.today()
    payments = load_payments(settle_day)
    if not payments:
        log.info("no van payments for %s", settle_day)
        return {"day": settle_day.isoformat(), "count": 0}

    payload = {
        "batch": f"van-{settle_day:%Y%m%d}",
        "currency": "EUR",
        "payments": payments,
    }
    try:
        receipt = post_settlement(payload)
    except (SettlementFailed, requests.RequestException) as exc:
        log.error("settlement for %s failed: %s", settle_day, exc)
        raise self.retry(exc=exc)
    log.info("settled %d payments for %s as %s", len(payments), settle_day, receipt.get("id"))
    return {"day": settle_day.isoformat(), "count": len(payments), "receipt": receipt.get("id")}


@app.task(name="edgeworks.backfill")
def backfill(days: int = 3) -> None:
    for offset in range(1, days + 1):
        push_payments.delay((date.today() - timedelta(days=offset)).isoformat())
