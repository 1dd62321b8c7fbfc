# A knife sharpening shop grinder profile export program of the h76 set (cwe-732-permissions).
import argparse
import csv
import json
import os
import sqlite3
import sys
from dataclasses import dataclass


@dataclass(frozen=True)
class ExportOptions:
    out_dir: str = "/srv/grinder/profiles"
    dir_mode: int = 0o750
    file_mode: int = 0o640
    fmt: str = "json"


def write_json(path: str, rows: list) -> None:
    with open(path, "w", encoding="utf-8") as fh:
        json.dump(rows, fh, indent=2)


def write_csv(path: str, rows: list) -> None:
    with open(path, "w", newline="", encoding="utf-8") as fh:
        writer = csv.DictWriter(fh, fieldnames=list(rows[0]) if rows else ["ticket"])
        writer.writeheader()
        writer.writerows(rows)


WRITERS = {"json": (".json", write_json), "csv": (".csv", write_csv)}


class ProfileExporter:
    def __init__(self, db_path: str, options: ExportOptions):
        self.db_path = db_path
        self.options = options

    def _prepare_dir(self) -> None:
        os.makedirs(self.options.out_dir, exist_ok=True)
        os.chmod(self.options.out_dir, self.options.dir_mode)

    def _finalize(self, path: str) -> None:
        os.chmod(path, self.options.file_mode)

    def load(self, day: str) -> list:
        with sqlite3.connect(self.db_path) as conn:
            conn.row_factory = sqlite3.Row
            rows = conn.execute(
                "SELECT t.id AS ticket, c.name AS customer, c.phone, b.steel, b.edge_angle, b.grit_sequence "
                "FROM tickets t JOIN customers c ON c.id = t.customer_id JOIN blades b ON b.ticket_id = t.id "
                "WHERE t.due_date = ? ORDER BY t.id",
                (day,),
            ).fetchall()
        return [dict(r) for r in rows]

    def export(self, day: str) -> str:
        ext, writer = WRITERS[self.options.fmt]
        self._prepare_dir()
        path = os.path.join(self.options.out_dir, f"profiles-{day}{ext}")
        writer(path, self.load(day))
        self._finalize(path)
        return path


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description="Export blade profiles for the grinder station")
    parser.add_argument("day", help="due date, YYYY-MM-DD")
    parser.add_argument("--format", choices=sorted(WRITERS), default="json")
    parser.add_argument("--db", default=os.environ.get("SHOP_DB", "/srv/grinder/shop.sqlite3"))
    args = parser.parse_args(argv)

    options = ExportOptions(fmt=args.format)
    exporter = ProfileExporter(args.db, options)
    path = exporter.export(args.day)
    print(f"wrote {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
