# SIM card batch export: writes provisioning files (ICCID/IMSI/Ki) to the outbox for the card vendor.
import argparse
import csv
import os
import sqlite3
from dataclasses import dataclass
from typing import Iterator

from flask import Flask, jsonify


class ExportSettings:
    database = "/var/lib/provisioning/sims.db"
    outbox = "/srv/provisioning/outbox"
    file_mode = 0o600


@dataclass
class SimRecord:
    iccid: str
    imsi: str
    ki: str


class SimRepository:
    def __init__(self, database: str):
        self.conn = sqlite3.connect(database, check_same_thread=False)

    def batch(self, batch_id: int) -> Iterator[SimRecord]:
        cur = self.conn.execute("SELECT iccid, imsi, ki FROM sim WHERE batch_id = ?", (batch_id,))
        for row in cur:
            yield SimRecord(*row)


class BatchExporter:
    def __init__(self, settings: ExportSettings, repo: SimRepository):
        self.s, self.repo = settings, repo

    def export(self, batch_id: int) -> str:
        path = os.path.join(self.s.outbox, f"batch_{batch_id:06d}.csv")
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, self.s.file_mode)
        os.fchmod(fd, self.s.file_mode)
        with os.fdopen(fd, "w", newline="") as fh:
            writer = csv.writer(fh)
            writer.writerow(["iccid", "imsi", "ki"])
            for rec in self.repo.batch(batch_id):
                writer.writerow([rec.iccid, rec.imsi, rec.ki])
        return path


settings = ExportSettings()
exporter = BatchExporter(settings, SimRepository(settings.database))
app = Flask(__name__)


@app.post("/admin/sim-batches/<int:batch_id>/export")
def export_batch(batch_id: int):
    return jsonify(file=os.path.basename(exporter.export(batch_id))), 201


def main() -> None:
    parser = argparse.ArgumentParser(description="Export a SIM batch for the card vendor")
    parser.add_argument("batch_id", type=int)
    print(exporter.export(parser.parse_args().batch_id))


if __name__ == "__main__":
    main()
