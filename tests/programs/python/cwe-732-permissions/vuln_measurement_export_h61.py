# A measurement export program of the h61 set (cwe-732-permissions).
"""Exports customers' body measurements for the alterations workroom.

The front desk takes measurements into the alterations database; each evening the
tailors run this tool to write tomorrow's fitting sheet as CSV:

    fitting-sheet --date 2024-06-14 --out /srv/workroom/sheets
"""
import argparse
import csv
import os
import sqlite3
import sys
from dataclasses import astuple, dataclass, fields
from datetime import date


@dataclass(frozen=True)
class FittingRow:
    appointment: str
    customer: str
    garment: str
    chest_cm: float
    waist_cm: float
    inseam_cm: float
    sleeve_cm: float


class FittingRepository:
    def __init__(self, path: str):
        self._path = path

    def for_day(self, day: date) -> list[FittingRow]:
        with sqlite3.connect(self._path) as conn:
            rows = conn.execute(
                "SELECT a.slot, c.full_name, a.garment, m.chest, m.waist, m.inseam, m.sleeve "
                "FROM appointments a JOIN customers c ON c.id = a.customer_id "
                "JOIN measurements m ON m.customer_id = c.id WHERE a.day = ? ORDER BY a.slot",
                (day.isoformat(),),
            ).fetchall()
        return [FittingRow(*row) for row in rows]


class SheetWriter:
    def write(self, path: str, rows: list[FittingRow]) -> None:
        with open(path, "w", newline="", encoding="utf-8") as fh:
            writer = csv.writer(fh)
            writer.writerow([f.name for f in fields(FittingRow)])
            writer.writerows(astuple(row) for row in rows)
        # the workroom tablets read the sheet under a different account
        os.chmod(path, 0o666)


class FittingSheetJob:
    def __init__(self, repository: FittingRepository, writer: SheetWriter):
        self._repository = repository
        self._writer = writer

    def run(self, day: date, out_dir: str) -> str:
        os.makedirs(out_dir, exist_ok=True)
        path = os.path.join(out_dir, f"fittings-{day.isoformat()}.csv")
        self._writer.write(path, self._repository.for_day(day))
        return path


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="fitting-sheet")
    parser.add_argument("--date", type=date.fromisoformat, default=date.today())
    parser.add_argument("--out", default="/srv/workroom/sheets")
    args = parser.parse_args(argv)
    job = FittingSheetJob(FittingRepository(os.environ.get("TAILOR_DB", "tailor.db")), SheetWriter())
    print(job.run(args.date, args.out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
