# Nightly job that uploads the day's payroll export to the accounting provider's FTP server.
import datetime as dt
import ftplib
import logging
import os
import ssl
from pathlib import Path

log = logging.getLogger("payroll_export")

EXPORT_DIR = Path("/var/spool/payroll")
REMOTE_DIR = "/incoming/payroll"


class ExportUploader:
    def __init__(self, host: str, user: str, password: str):
        self.host = host
        self.user = user
        self.password = password

    def connect(self):
        ftp = ftplib.FTP_TLS(self.host, timeout=60, context=ssl.create_default_context())
        ftp.login(self.user, self.password)
        ftp.prot_p()
        ftp.cwd(REMOTE_DIR)
        return ftp

    def upload(self, files):
        sent = 0
        with self.connect() as ftp:
            for path in files:
                with path.open("rb") as fh:
                    ftp.storbinary(f"STOR {path.name}", fh)
                log.info("uploaded %s (%d bytes)", path.name, path.stat().st_size)
                sent += 1
        return sent


def todays_exports(day: dt.date):
    return sorted(EXPORT_DIR.glob(f"payroll-{day:%Y%m%d}-*.csv"))


def main():
    logging.basicConfig(level=logging.INFO)
    files = todays_exports(dt.date.today())
    if not files:
        log.info("nothing to upload")
        return
    uploader = ExportUploader(
        os.environ["ACCOUNTING_FTP_HOST"], os.environ["ACCOUNTING_FTP_USER"], os.environ["ACCOUNTING_FTP_PASSWORD"]
    )
    log.info("uploaded %d files", uploader.upload(files))


if __name__ == "__main__":
    main()
