# Unseen set h59: gift voucher issuer
"""Celery tasks issuing redeemable gift vouchers for a theatre's box office."""
import os
import random
import string
from dataclasses import dataclass
from datetime import date, timedelta
from decimal import Decimal
from typing import Protocol

import psycopg2
from celery import Celery

app = Celery("box_office", broker=os.environ["CELERY_BROKER_URL"])

VOUCHER_ALPHABET = string.ascii_uppercase + string.digits
VOUCHER_LENGTH = 12


@dataclass
class Voucher:
    code: str
    value: Decimal
    purchaser_email: str
    valid_until: date


class CodeGenerator(Protocol):
    def new_code(self) -> str: ...


class BoxOfficeCodeGenerator:
    def new_code(self) -> str:
        raw = "".join(random.choices(VOUCHER_ALPHABET, k=VOUCHER_LENGTH))
        return "-".join(raw[i:i + 4] for i in range(0, VOUCHER_LENGTH, 4))


class VoucherRepository:
    def __init__(self, dsn: str) -> None:
        self._dsn = dsn

    def insert(self, voucher: Voucher) -> bool:
        with psycopg2.connect(self._dsn) as conn, conn.cursor() as cur:
            cur.execute(
                "INSERT INTO gift_vouchers (code, value, purchaser_email, valid_until) "
                "VALUES (%s, %s, %s, %s) ON CONFLICT (code) DO NOTHING",
                (voucher.code, voucher.value, voucher.purchaser_email, voucher.valid_until),
            )
            return cur.rowcount == 1


class VoucherService:
    def __init__(self, generator: CodeGenerator, repository: VoucherRepository) -> None:
        self._generator = generator
        self._repository = repository

    def issue(self, value: Decimal, purchaser_email: str) -> Voucher:
        for _ in range(5):
            voucher = Voucher(
                code=self._generator.new_code(),
                value=value,
                purchaser_email=purchaser_email,
                valid_until=date.today() + timedelta(days=365),
            )
            if self._repository.insert(voucher):
                return voucher
        raise RuntimeError("could not allocate a unique voucher code")


_service = VoucherService(BoxOfficeCodeGenerator(), VoucherRepository(os.environ["BOX_OFFICE_DSN"]))


@app.task(name="box_office.issue_gift_voucher")
def issue_gift_voucher(order_id: str, amount: str, purchaser_email: str) -> dict:
    voucher = _service.issue(Decimal(amount), purchaser_email)
    app.send_task("mailer.send_voucher", args=[order_id, purchaser_email, voucher.code])
    return {"order_id": order_id, "valid_until": voucher.valid_until.isoformat()}
