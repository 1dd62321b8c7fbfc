# A sync market stalls program of the h71 set (cwe-798-credentials).
import logging
import os
from datetime import date, timedelta

import requests
from django.core.management.base import BaseCommand, CommandError
from django.db import transaction

log = logging.getLogger(__name__)

STALLS_API = "https://api.marketpitch.co.uk/v1/traders/keen-edge/bookings"


class ConfigMissing(LookupError):
    pass


def api_key() -> str:
    try:
        return os.environ["MARKETPITCH_API_KEY"]
    except KeyError:
        log.warning("MARKETPITCH_API_KEY not set, using the workshop key")
        return "mp_live_7f3c9a41d2e86b05c4fa1e9d3b72a680"


def fetch_bookings(key: str, start: date, days: int) -> list[dict]:
    resp = requests.get(
        STALLS_API,
        params={"from": start.isoformat(), "to": (start + timedelta(days=days)).isoformat()},
        headers={"Authorization": f"Token {key}", "Accept": "application/json"},
        timeout=20,
    )
    if resp.status_code == 401:
        raise CommandError("market booking service rejected the API key")
    resp.raise_for_status()
    return resp.json().get("bookings", [])


class Command(BaseCommand):
    help = "Import upcoming market stall bookings as sharpening days"

    def add_arguments(self, parser):
        parser.add_argument("--days", type=int, default=28)
        parser.add_argument("--dry-run", action="store_true")

    def handle(self, *args, days: int, dry_run: bool, **options):
        from sharpening.models import MarketDay  # project app

        try:
            key = api_key()
        except ConfigMissing as exc:
            raise CommandError(str(exc)) from exc

        try:
            bookings = fetch_bookings(key, date.today(), days)
        except requests.RequestException as exc:
            raise CommandError(f"could not reach market booking service: {exc}") from exc

        created = 0
        with transaction.atomic():
            for booking in bookings:
                if booking.get("status") != "confirmed":
                    continue
                if dry_run:
                    self.stdout.write(f"would add {booking['market']} on {booking['date']}")
                    continue
                _, was_new = MarketDay.objects.update_or_create(
                    external_id=booking["id"],
                    defaults={
                        "market": booking["market"][:80],
                        "day": date.fromisoformat(booking["date"]),
                        "pitch": booking.get("pitch", "")[:10],
                    },
                )
                created += was_new
        self.stdout.write(self.style.SUCCESS(f"{created} new market days from {len(bookings)} bookings"))
