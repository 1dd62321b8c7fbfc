# A booking mailer program of the h68 set (cwe-319-cleartext).
# mountain huts: nightly job that emails half-board booking confirmations and the hut's packing list
from __future__ import annotations

import argparse
import smtplib
import sqlite3
from collections.abc import Iterator
from contextlib import closing
from dataclasses import dataclass
from datetime import date, timedelta
from email.message import EmailMessage
from itertools import groupby
from operator import attrgetter

DB_PATH = "/var/lib/hutbook/bookings.db"
SMTP_HOST = "mail.huettenwerk-tirol.at"
SMTP_PORT = 587
SMTP_USER = "bookings@huettenwerk-tirol.at"
SMTP_PASSWORD_FILE = "/run/secrets/smtp_bookings"


@dataclass(slots=True, frozen=True, kw_only=True)
class Booking:
    ref: str
    guest_email: str
    guest_name: str
    hut: str
    night: date
    beds: int
    half_board: bool


def _bookings_for(night: date) -> Iterator[Booking]:
    with closing(sqlite3.connect(DB_PATH, detect_types=sqlite3.PARSE_DECLTYPES)) as db:
        rows = db.execute(
            "SELECT ref, guest_email, guest_name, hut, night, beds, half_board "
            "FROM bookings WHERE night = ? AND confirmed_at IS NULL ORDER BY guest_email",
            (night,),
        )
        for ref, email, name, hut, n, beds, hb in rows:
            yield Booking(ref=ref, guest_email=email, guest_name=name, hut=hut, night=n, beds=beds, half_board=bool(hb))


def _message(guest: str, items: list[Booking]) -> EmailMessage:
    first, *_ = items
    lines = "\n".join(
        f"  • {b.hut}: {b.night:%A %d %B}, {b.beds} bed(s){' with half board' if b.half_board else ''} (ref {b.ref})"
        for b in items
    )
    msg = EmailMessage()
    msg["From"] = f"Hüttenwerk Tirol <{SMTP_USER}>"
    msg["To"] = guest
    msg["Subject"] = f"Your hut night{'s' if len(items) > 1 else ''} – {first.hut}"
    msg.set_content(
        f"Servus {first.guest_name},\n\nwe are looking forward to your stay:\n{lines}\n\n"
        "Please bring a sleeping-bag liner, house shoes and cash for drinks.\n"
    )
    return msg


def _open_smtp() -> smtplib.SMTP:
    with open(SMTP_PASSWORD_FILE, encoding="utf-8") as fh:
        password = fh.read().strip()
    smtp = smtplib.SMTP(SMTP_HOST, SMTP_PORT, timeout=30)
    smtp.ehlo()
    smtp.login(SMTP_USER, password)
    return smtp


def main() -> int:
    parser = argparse.ArgumentParser(description="send hut booking confirmations")
    parser.add_argument("--days-ahead", type=int, default=3)
    parser.add_argument("--dry-run", action="store_true")
    args = parser.parse_args()

    night = date.today() + timedelta(days=args.days_ahead)
    grouped = {guest: list(items) for guest, items in groupby(_bookings_for(night), key=attrgetter("guest_email"))}
    if not grouped:
        print(f"no unconfirmed bookings for {night}")
        return 0
    if args.dry_run:
        print(*(f"{g}: {len(b)} booking(s)" for g, b in grouped.items()), sep="\n")
        return 0

    with _open_smtp() as smtp:
        sent = sum(1 for guest, items in grouped.items() if not smtp.send_message(_message(guest, items)))
    print(f"sent {sent}/{len(grouped)} confirmations for {night}")
    return 0 if sent == len(grouped) else 1


if __name__ == "__main__":
    raise SystemExit(main())
