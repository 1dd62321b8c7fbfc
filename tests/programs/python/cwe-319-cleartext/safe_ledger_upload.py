# Celery task that uploads the nightly ledger export to the bank's file-exchange server.
import io
import os
import ssl
from datetime import date
from ftplib import FTP_TLS

from celery import shared_task

from finance.exports import render_ledger_csv

EXCHANGE_HOST = os.environ.get("BANK_FTP_HOST", "files.bank-partner.example")
REMOTE_DIR = "/inbound/ledger"


def _connect() -> FTP_TLS:
    ftp = FTP_TLS(EXCHANGE_HOST, timeout=60, context=ssl.create_default_context())
    ftp.login(user=os.environ["BANK_FTP_USER"], passwd=os.environ["BANK_FTP_PASSWORD"])
    ftp.prot_p()
    return ftp


def _remote_name(day: date) -> str:
    return f"ledger_{day:%Y%m%d}.csv"


@shared_task(bind=True, max_retries=3, default_retry_delay=300)
def upload_ledger(self, day_iso: str) -> str:
    day = date.fromisoformat(day_iso)
    payload = render_ledger_csv(day).encode("utf-8")
    try:
        ftp = _connect()
    except (OSError, ssl.SSLError) as exc:
        raise self.retry(exc=exc)
    try:
        ftp.cwd(REMOTE_DIR)
        ftp.storbinary(f"STOR {_remote_name(day)}", io.BytesIO(payload))
    finally:
        ftp.quit()
    return _remote_name(day)
