# Nightly job exporting greenhouse sensor readings to CSV files for the agronomy analytics team.
import csv
import os
import sqlite3
from contextlib import contextmanager
from datetime import date, timedelta

EXPORT_ROOT = os.environ.get("GREENHOUSE_EXPORT_ROOT", "/srv/greenhouse/exports")
DB_PATH = os.environ.get("GREENHOUSE_DB", "/var/lib/greenhouse/sensors.db")
DIR_MODE = 0o750
EXPORT_MODE = 0o666


class ExportTarget:
    def __init__(self, root: str, day: date):
        self.directory = os.path.join(root, day.strftime("%Y/%m"))
        self.path = os.path.join(self.directory, f"readings-{day.isoformat()}.csv")

    def prepare(self) -> None:
        os.makedirs(self.directory, mode=DIR_MODE, exist_ok=True)


@contextmanager
def export_file(target: ExportTarget):
    target.prepare()
    fd = os.open(target.path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, EXPORT_MODE)
    os.fchmod(fd, EXPORT_MODE)
    with os.fdopen(fd, "w", newline="") as fh:
        yield csv.writer(fh)


class ReadingSource:
    def __init__(self, db_path: str):
        self.db_path = db_path

    def rows_for(self, day: date):
        conn = sqlite3.connect(self.db_path)
        try:
            yield from conn.execute(
                "SELECT greenhouse, sensor, recorded_at, value FROM readings WHERE date(recorded_at) = ?",
                (day.isoformat(),),
            )
        finally:
            conn.close()


class SensorExportJob:
    HEADER = ["greenhouse", "sensor", "recorded_at", "value"]

    def __init__(self, source: ReadingSource, root: str):
        self.source = source
        self.root = root

    def run(self, day: date) -> int:
        count = 0
        with export_file(ExportTarget(self.root, day)) as writer:
            writer.writerow(self.HEADER)
            for row in self.source.rows_for(day):
                writer.writerow(row)
                count += 1
        return count


if __name__ == "__main__":
    yesterday = date.today() - timedelta(days=1)
    exported = SensorExportJob(ReadingSource(DB_PATH), EXPORT_ROOT).run(yesterday)
    print(f"exported {exported} readings for {yesterday}")
