# Daily job that uploads wind-farm turbine sensor archives to the grid operator's FTP drop box.
import ftplib
import os
from datetime import date, timedelta
from functools import partial
from pathlib import Path

DROP_HOST = os.environ.get("DROP_HOST", "drop.grid-operator.example")
OUTBOX = Path(os.environ.get("TURBINE_OUTBOX", "/var/lib/windfarm/outbox"))


def connect():
    ftp = ftplib.FTP(DROP_HOST, timeout=30)
    ftp.login(os.environ["DROP_USER"], os.environ["DROP_PASSWORD"])
    return ftp


def mark_sent(path: Path) -> None:
    path.rename(path.with_name(path.name + ".sent"))


def upload(ftp, path: Path, on_done) -> None:
    with path.open("rb") as fh:
        ftp.storbinary(f"STOR {path.name}", fh)
    on_done(path)


def run(day: date) -> int:
    pending = sorted(p for p in OUTBOX.glob(f"*_{day:%Y%m%d}.csv.gz") if p.is_file())
    if not pending:
        return 0
    ftp = connect()
    try:
        ftp.cwd("/incoming/windfarm")
        list(map(partial(upload, ftp, on_done=mark_sent), pending))
    finally:
        ftp.quit()
    return len(pending)


if __name__ == "__main__":
    print(f"uploaded {run(date.today() - timedelta(days=1))} archives")
