# Unseen set h59: observer import
"""Nightly batch tool importing observation logs uploaded by volunteer weather observers."""
import argparse
import logging
import sqlite3
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Iterator, List

import jsonpickle

log = logging.getLogger("observer-import")


@dataclass
class Observation:
    station_id: str
    observed_at: str
    temperature_c: float
    rainfall_mm: float
    wind_kmh: float


class UploadReader:
    """Each upload is one .obs file written by the observer desktop app."""

    def __init__(self, inbox: Path) -> None:
        self._inbox = inbox

    def uploads(self) -> Iterator[Path]:
        yield from sorted(self._inbox.glob("*.obs"))

    def observations(self, upload: Path) -> List[Observation]:
        decoded = jsonpickle.decode(upload.read_text(encoding="utf-8"))
        return [Observation(**row) if isinstance(row, dict) else row for row in decoded]


class ObservationStore:
    def __init__(self, conn: sqlite3.Connection) -> None:
        self._conn = conn

    def save_all(self, rows: List[Observation]) -> None:
        with self._conn:
            self._conn.executemany(
                "INSERT OR REPLACE INTO observations VALUES (?, ?, ?, ?, ?)",
                [(o.station_id, o.observed_at, o.temperature_c, o.rainfall_mm, o.wind_kmh) for o in rows],
            )


class ImportJob:
    def __init__(self, reader: UploadReader, store: ObservationStore, archive: Path) -> None:
        self._reader = reader
        self._store = store
        self._archive = archive

    def run(self) -> int:
        imported = 0
        for upload in self._reader.uploads():
            try:
                rows = self._reader.observations(upload)
            except (ValueError, TypeError) as exc:
                log.warning("skipping %s: %s", upload.name, exc)
                continue
            self._store.save_all(rows)
            upload.rename(self._archive / upload.name)
            imported += len(rows)
        return imported


def main(argv: List[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--inbox", type=Path, required=True)
    parser.add_argument("--archive", type=Path, required=True)
    parser.add_argument("--db", type=Path, default=Path("observations.sqlite3"))
    args = parser.parse_args(argv)

    job = ImportJob(UploadReader(args.inbox), ObservationStore(sqlite3.connect(args.db)), args.archive)
    count = job.run()
    log.info("imported %d observations", count)
    return 0


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO)
    sys.exit(main(sys.argv[1:]))
