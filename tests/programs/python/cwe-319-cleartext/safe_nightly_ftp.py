# Nightly job that uploads the settlement export to the acquiring bank's file drop server.
import datetime
import logging
import os
import ssl
from ftplib import FTP_TLS, all_errors
from pathlib import Path

log = logging.getLogger("settlement_upload")

DROP = {
    "host": os.environ.get("BANK_DROP_HOST", "filedrop.acquirer.example.net"),
    "user": os.environ.get("BANK_DROP_USER", "merchant-4471"),
    "password": os.environ.get("BANK_DROP_PASSWORD", ""),
    "remote_dir": "/inbound/settlements",
}
EXPORT_DIR = Path(os.environ.get("SETTLEMENT_EXPORT_DIR", "/var/spool/settlements"))


def export_file_for(day: datetime.date) -> Path:
    return EXPORT_DIR / f"settlement-{day:%Y%m%d}.csv"


def open_drop(cfg):
    ftp = FTP_TLS(cfg["host"], timeout=30, context=ssl.create_default_context())
    ftp.login(cfg["user"], cfg["password"])
    ftp.prot_p()
    ftp.cwd(cfg["remote_dir"])
    return ftp


def upload(day: datetime.date, cfg=DROP) -> bool:
    path = export_file_for(day)
    if not path.exists():
        log.error("no export for %s at %s", day, path)
        return False
    try:
        with open_drop(cfg) as ftp, open(path, "rb") as fh:
            ftp.storbinary(f"STOR {path.name}", fh)
    except all_errors as exc:
        log.error("upload of %s failed: %s", path.name, exc)
        return False
    log.info("uploaded %s (%d bytes)", path.name, path.stat().st_size)
    return True


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO)
    upload(datetime.date.today() - datetime.timedelta(days=1))
