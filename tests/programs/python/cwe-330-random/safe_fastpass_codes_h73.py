# A fastpass codes program of the h73 set (cwe-330-random).
import csv
import secrets
import string
from datetime import date, datetime, time, timedelta

from django.core.management.base import BaseCommand, CommandError
from django.db import connection, transaction

ALPHABET = "".join(ch for ch in string.ascii_uppercase + string.digits if ch not in "O0I1L")
CODE_GROUPS = 3
GROUP_LEN = 4
ENTRY_WINDOWS = [time(19, 0), time(20, 0), time(21, 0), time(22, 0)]


def new_code() -> str:
    groups = ["".join(secrets.choice(ALPHABET) for _ in range(GROUP_LEN)) for _ in range(CODE_GROUPS)]
    return "-".join(groups)


class Command(BaseCommand):
    help = "Issue skip-the-queue codes for an event night and optionally export them for the box office"

    def add_arguments(self, parser):
        parser.add_argument("night", help="event night, YYYY-MM-DD")
        parser.add_argument("--per-window", type=int, default=40)
        parser.add_argument("--export", help="write the issued codes to this CSV path")

    def handle(self, *args, **options):
        try:
            night = date.fromisoformat(options["night"].strip())
        except ValueError:
            raise CommandError("night must be YYYY-MM-DD")
        if night < date.today():
            raise CommandError("cannot issue codes for a past night")
        per_window = options["per_window"]
        if not 1 <= per_window <= 500:
            raise CommandError("--per-window must be between 1 and 500")

        issued: list[tuple[str, datetime]] = []
        seen: set[str] = set()
        for window in ENTRY_WINDOWS:
            starts = datetime.combine(night, window)
            while sum(1 for _, s in issued if s == starts) < per_window:
                code = new_code()
                if code in seen:
                    continue
                seen.add(code)
                issued.append((code, starts))

        with transaction.atomic(), connection.cursor() as cur:
            cur.executemany(
                "INSERT INTO gate_fastpass (code, entry_start, entry_end, redeemed) VALUES (%s, %s, %s, false)",
                [(code, starts, starts + timedelta(minutes=45)) for code, starts in issued],
            )

        if options["export"]:
            with open(options["export"], "w", newline="", encoding="utf-8") as fh:
                writer = csv.writer(fh)
                writer.writerow(["code", "entry_window"])
                for code, starts in issued:
                    writer.writerow([code, starts.strftime("%H:%M")])

        self.stdout.write(self.style.SUCCESS(f"issued {len(issued)} codes for {night:%A %d %B}"))
