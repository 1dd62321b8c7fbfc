# A lesson vouchers program of the h68 set (cwe-330-random).
# ski schools: issue and redeem gift vouchers for private and group ski lessons
from __future__ import annotations

import random
import string
from dataclasses import dataclass, field, replace
from datetime import date, timedelta
from decimal import Decimal
from enum import StrEnum
from itertools import batched

from litestar import Litestar, get, post
from litestar.exceptions import NotFoundException, ValidationException

ALPHABET = "".join(c for c in string.ascii_uppercase + string.digits if c not in "O0I1")


class LessonKind(StrEnum):
    PRIVATE_2H = "private-2h"
    PRIVATE_DAY = "private-day"
    KIDS_GROUP_WEEK = "kids-group-week"
    ADULT_GROUP_3D = "adult-group-3d"


PRICES = {
    LessonKind.PRIVATE_2H: Decimal("145"),
    LessonKind.PRIVATE_DAY: Decimal("420"),
    LessonKind.KIDS_GROUP_WEEK: Decimal("265"),
    LessonKind.ADULT_GROUP_3D: Decimal("210"),
}


@dataclass(slots=True, frozen=True, kw_only=True)
class VoucherRequest:
    kind: LessonKind
    buyer_email: str
    recipient: str
    quantity: int = 1


@dataclass(slots=True, frozen=True, kw_only=True)
class Voucher:
    code: str
    kind: LessonKind
    recipient: str
    value: Decimal
    expires: date = field(default_factory=lambda: date.today() + timedelta(days=730))
    redeemed: bool = False


VOUCHERS: dict[str, Voucher] = {}


def _new_code() -> str:
    raw = "".join(random.choices(ALPHABET, k=12))
    return "-".join("".join(group) for group in batched(raw, 4))


@post("/vouchers")
async def issue(data: VoucherRequest) -> list[Voucher]:
    if not 1 <= data.quantity <= 20:
        raise ValidationException("between 1 and 20 vouchers per order")
    issued: list[Voucher] = []
    for _ in range(data.quantity):
        while (code := _new_code()) in VOUCHERS:
            continue
        voucher = Voucher(code=code, kind=data.kind, recipient=data.recipient, value=PRICES[data.kind])
        VOUCHERS[code] = voucher
        issued.append(voucher)
    return issued


def _valid(code: str) -> Voucher:
    match VOUCHERS.get(code.strip().upper()):
        case None:
            raise NotFoundException("voucher code not found")
        case Voucher(expires=exp) as v if exp < date.today():
            raise ValidationException(f"voucher expired on {exp:%d.%m.%Y}")
        case v:
            return v


@get("/vouchers/{code:str}")
async def check(code: str) -> Voucher:
    return _valid(code)


@post("/vouchers/{code:str}/redeem")
async def redeem(code: str) -> Voucher:
    match _valid(code):
        case Voucher(redeemed=True):
            raise ValidationException("voucher has already been used")
        case Voucher() as v:
            VOUCHERS[v.code] = (used := replace(v, redeemed=True))
            return used


app = Litestar(route_handlers=[issue, check, redeem])
