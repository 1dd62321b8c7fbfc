# A guest passes program of the h60 set (cwe-1333-redos).
"""Coworking space guest passes: members register visitors ahead of time;
the visitor gets an emailed QR code for the front door."""
import re
import secrets
from dataclasses import dataclass
from datetime import date

from litestar import Litestar, post
from litestar.exceptions import ClientException

EMAIL_PATTERN = re.compile(r"^[A-Za-z0-9]+(?:[._-][A-Za-z0-9]+)*@(?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,}$")
MAX_GUESTS_PER_DAY = 3


@dataclass
class GuestRegistration:
    member_id: str
    guest_name: str
    guest_email: str
    visit_date: date

    def __post_init__(self) -> None:
        self.guest_email = self.guest_email.strip()
        if len(self.guest_email) > 254 or not EMAIL_PATTERN.match(self.guest_email):
            raise ValueError("guest email address is not valid")
        if not 1 <= len(self.guest_name.strip()) <= 80:
            raise ValueError("guest name is required")


GUEST_BOOK: dict[tuple[str, date], list[GuestRegistration]] = {}


def within_allowance(reg: GuestRegistration) -> bool:
    return len(GUEST_BOOK.get((reg.member_id, reg.visit_date), [])) < MAX_GUESTS_PER_DAY


@post("/guests")
async def register_guest(data: GuestRegistration) -> dict:
    if data.visit_date < date.today():
        raise ClientException("visit date is in the past")
    if not within_allowance(data):
        raise ClientException("daily guest allowance reached")
    GUEST_BOOK.setdefault((data.member_id, data.visit_date), []).append(data)
    door_code = secrets.token_hex(16)
    return {
        "guest": data.guest_name,
        "visit_date": data.visit_date.isoformat(),
        "door_code": door_code,
        "emailed_to": data.guest_email,
    }


app = Litestar(route_handlers=[register_guest])
