# A terminal settlement program of the h69 set (cwe-319-cleartext).
import csv
import ftplib
import io
import logging
import os
import sqlite3
from dataclasses import dataclass, field
from datetime import date, timedelta

import schedule

log = logging.getLogger("settlement")

DB_PATH = "/var/lib/suds-and-spin/terminals.db"
BANK_HOST = "settlement.northmere-merchant.co.uk"
MERCHANT_ID = "SUDS00418"


@dataclass
class SettlementBatch:
    business_day: date
    rows: list = field(default_factory=list)

    @property
    def filename(self) -> str:
        return f"{MERCHANT_ID}_{self.business_day:%Y%m%d}.csv"

    def as_csv(self) -> bytes:
        buf = io.StringIO()
        writer = csv.writer(buf)
        writer.writerow(["terminal", "auth_code", "card_last4", "amount_pence", "captured_at"])
        writer.writerows(self.rows)
        return buf.getvalue().encode("utf-8")


def collect_batch(day: date) -> SettlementBatch:
    batch = SettlementBatch(business_day=day)
    with sqlite3.connect(DB_PATH) as conn:
        batch.rows = conn.execute(
            "SELECT terminal_id, auth_code, card_last4, amount_pence, captured_at "
            "FROM card_payments WHERE date(captured_at) = ? AND settled = 0",
            (day.isoformat(),),
        ).fetchall()
    return batch


def mark_settled(batch: SettlementBatch) -> None:
    with sqlite3.connect(DB_PATH) as conn:
        conn.execute(
            "UPDATE card_payments SET settled = 1 WHERE date(captured_at) = ?",
            (batch.business_day.isoformat(),),
        )


def upload_batch(batch: SettlementBatch) -> None:
    ftp = ftplib.FTP_TLS(BANK_HOST, timeout=60)
    try:
        ftp.login(os.environ["BANK_FTP_USER"], os.environ["BANK_FTP_PASSWORD"])
        ftp.prot_p()
        ftp.cwd("/inbound/settlement")
        ftp.storbinary(f"STOR {batch.filename}", io.BytesIO(batch.as_csv()))
    finally:
        ftp.quit()


def nightly_settlement():
    day = date.today() - timedelta(days=1)
    batch = collect_batch(day)
    if not batch.rows:
        log.info("no card payments for %s", day)
        return
    try:
        upload_batch(batch)
    except ftplib.all_errors as exc:
        log.error("settlement upload for %s failed: %s", day, exc)
        return
    mark_settled(batch)
    log.info("settled %d payments for %s", len(batch.rows), day)


schedule.every().day.at("03:30").do(nightly_settlement)

if __name__ == "__main__":
    import time

    logging.basicConfig(level=logging.INFO)
    while True:
        schedule.run_pending()
        time.sleep(30)
