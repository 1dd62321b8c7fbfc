# A repair card archive program of the h61 set (cwe-319-cleartext).
"""Nightly archive of clock repair cards to the head workshop's file server.

Every branch of the clock and watch repair business keeps its repair cards
(customer, phone, movement serial, work done) in a local database; this cron
job sends the day's cards as CSV to the head workshop over FTP.
"""
import csv
import ftplib
import io
import os
import sqlite3
import sys
from dataclasses import dataclass
from datetime import date


@dataclass(frozen=True)
class ArchiveSettings:
    host: str
    user: str
    password: str
    remote_dir: str
    branch: str

    @classmethod
    def from_env(cls) -> "ArchiveSettings":
        return cls(
            host=os.environ["ARCHIVE_FTP_HOST"],
            user=os.environ["ARCHIVE_FTP_USER"],
            password=os.environ["ARCHIVE_FTP_PASSWORD"],
            remote_dir=os.environ.get("ARCHIVE_FTP_DIR", "/repair-cards"),
            branch=os.environ["BRANCH_CODE"],
        )


class RepairCardRepository:
    def __init__(self, path: str):
        self._path = path

    def closed_on(self, day: date) -> list[tuple]:
        with sqlite3.connect(self._path) as conn:
            return conn.execute(
                "SELECT card_no, customer_name, phone, movement_serial, work_done, price "
                "FROM repair_cards WHERE closed_on = ? ORDER BY card_no",
                (day.isoformat(),),
            ).fetchall()


class ArchiveUploader:
    def __init__(self, settings: ArchiveSettings):
        self._settings = settings

    def upload(self, remote_name: str, payload: bytes) -> None:
        with ftplib.FTP(self._settings.host, timeout=30) as ftp:
            ftp.login(self._settings.user, self._settings.password)
            ftp.cwd(self._settings.remote_dir)
            ftp.storbinary(f"STOR {remote_name}", io.BytesIO(payload))


class NightlyArchiveJob:
    def __init__(self, repository: RepairCardRepository, uploader: ArchiveUploader, branch: str):
        self._repository = repository
        self._uploader = uploader
        self._branch = branch

    def run(self, day: date) -> int:
        cards = self._repository.closed_on(day)
        buffer = io.StringIO()
        writer = csv.writer(buffer)
        writer.writerow(["card_no", "customer", "phone", "serial", "work_done", "price"])
        writer.writerows(cards)
        self._uploader.upload(f"{self._branch}-{day.isoformat()}.csv", buffer.getvalue().encode("utf-8"))
        return len(cards)


def main() -> int:
    settings = ArchiveSettings.from_env()
    job = NightlyArchiveJob(
        RepairCardRepository(os.environ.get("REPAIR_DB", "repairs.db")), ArchiveUploader(settings), settings.branch
    )
    count = job.run(date.today())
    print(f"archived {count} repair cards")
    return 0


if __name__ == "__main__":
    sys.exit(main())
