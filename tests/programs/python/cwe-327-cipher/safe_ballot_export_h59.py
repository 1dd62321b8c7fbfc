# Unseen set h59: ballot export
"""Click command exporting counted ballot records of a polling district for transfer to the central count."""
import base64
import csv
import io
import os
import sqlite3
from dataclasses import dataclass
from pathlib import Path
from typing import List

import click
from cryptography.hazmat.primitives.ciphers import Cipher, algorithms, modes


@dataclass
class BallotRecord:
    ballot_id: str
    station_code: str
    contest: str
    choice: str


class BallotRepository:
    def __init__(self, conn: sqlite3.Connection) -> None:
        self._conn = conn

    def counted(self, district: str) -> List[BallotRecord]:
        rows = self._conn.execute(
            "SELECT ballot_id, station_code, contest, choice FROM ballots WHERE district = ? AND counted = 1",
            (district,),
        ).fetchall()
        return [BallotRecord(*row) for row in rows]


class TransferEnvelope:
    """Encrypts the CSV before it leaves the district office on removable media."""

    def __init__(self, key: bytes) -> None:
        if len(key) != 32:
            raise click.UsageError("transfer key must be 32 bytes")
        self._key = key

    def seal(self, plaintext: bytes) -> bytes:
        nonce = os.urandom(12)
        encryptor = Cipher(algorithms.AES(self._key), modes.GCM(nonce)).encryptor()
        ciphertext = encryptor.update(plaintext) + encryptor.finalize()
        return nonce + ciphertext + encryptor.tag


class DistrictExporter:
    def __init__(self, repository: BallotRepository, envelope: TransferEnvelope) -> None:
        self._repository = repository
        self._envelope = envelope

    def export(self, district: str) -> bytes:
        buffer = io.StringIO()
        writer = csv.writer(buffer)
        writer.writerow(["ballot_id", "station_code", "contest", "choice"])
        for record in self._repository.counted(district):
            writer.writerow([record.ballot_id, record.station_code, record.contest, record.choice])
        return self._envelope.seal(buffer.getvalue().encode("utf-8"))


@click.command()
@click.argument("district")
@click.option("--db", type=click.Path(exists=True, dir_okay=False), default="district.sqlite3")
@click.option("--out", type=click.Path(dir_okay=False, writable=True), required=True)
def export_district(district: str, db: str, out: str) -> None:
    key = base64.b64decode(os.environ["BALLOT_TRANSFER_KEY"])
    exporter = DistrictExporter(BallotRepository(sqlite3.connect(db)), TransferEnvelope(key))
    sealed = exporter.export(district)
    Path(out).write_bytes(sealed)
    click.echo(f"wrote {len(sealed)} bytes for district {district} to {out}")


if __name__ == "__main__":
    export_district()
