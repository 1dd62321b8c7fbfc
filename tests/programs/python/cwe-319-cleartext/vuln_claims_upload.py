# Nightly job that uploads the clinic's insurance claim batch file to the clearing house over FTP.
import csv
import io
import logging
import os
from datetime import date
from ftplib import FTP, all_errors

log = logging.getLogger("claims.upload")

CLEARING_HOST = os.environ.get("CLEARING_HOST", "ftp.medclear.example")
CLEARING_USER = os.environ["CLEARING_USER"]
CLEARING_PASSWORD = os.environ["CLEARING_PASSWORD"]
FIELDS = ["claim_id", "patient_ref", "policy_no", "procedure_code", "amount", "service_date"]


def render_batch(claims: list) -> bytes:
    buf = io.StringIO()
    writer = csv.DictWriter(buf, fieldnames=FIELDS)
    writer.writeheader()
    for claim in claims:
        writer.writerow({k: claim[k] for k in FIELDS})
    return buf.getvalue().encode("utf-8")


def open_connection() -> FTP:
    ftp = FTP(CLEARING_HOST, timeout=60)
    ftp.login(CLEARING_USER, CLEARING_PASSWORD)
    return ftp


def upload_batch(claims: list, batch_date: date = None) -> str:
    batch_date = batch_date or date.today()
    remote_name = f"claims_{batch_date:%Y%m%d}.csv"
    payload = render_batch(claims)
    try:
        ftp = open_connection()
        try:
            ftp.cwd("inbound")
            ftp.storbinary(f"STOR {remote_name}", io.BytesIO(payload))
        finally:
            ftp.quit()
    except all_errors as exc:
        log.error("claims upload failed: %s", exc)
        raise
    log.info("uploaded %d claims as %s", len(claims), remote_name)
    return remote_name
