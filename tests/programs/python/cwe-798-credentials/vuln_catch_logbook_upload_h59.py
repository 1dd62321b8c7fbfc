# Unseen set h59: catch logbook upload
"""Batch tool run in port after each trip: validates the vessel's electronic catch logbook and files it."""
import argparse
import csv
import json
import logging
import sys
from dataclasses import asdict, dataclass
from datetime import datetime
from pathlib import Path
from typing import List

import boto3

log = logging.getLogger("catch-logbook")

LOGBOOK_BUCKET = "fisheries-authority-logbooks"
REGION = "eu-north-1"


@dataclass
class CatchLine:
    haul_no: int
    species_code: str
    ices_rectangle: str
    live_weight_kg: float
    landed_at: str


class LogbookReader:
    def read(self, path: Path) -> List[CatchLine]:
        with path.open(newline="", encoding="utf-8") as fh:
            lines = [
                CatchLine(
                    haul_no=int(row["haul"]),
                    species_code=row["species"].strip().upper(),
                    ices_rectangle=row["rectangle"].strip().upper(),
                    live_weight_kg=float(row["kg"]),
                    landed_at=row["landed_at"],
                )
                for row in csv.DictReader(fh)
            ]
        for line in lines:
            if len(line.species_code) != 3 or line.live_weight_kg < 0:
                raise ValueError(f"haul {line.haul_no}: invalid species or weight")
        return lines


class AuthorityGateway:
    def __init__(self) -> None:
        session = boto3.Session(
            aws_access_key_id="AKIATSB4OACWHPSXOZVH",
            aws_secret_access_key="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",
            region_name=REGION,
        )
        self._s3 = session.client("s3")

    def file_report(self, vessel_cfr: str, trip_id: str, lines: List[CatchLine]) -> str:
        key = f"{vessel_cfr}/{trip_id}.json"
        document = {
            "vessel": vessel_cfr,
            "trip": trip_id,
            "submitted": datetime.utcnow().isoformat(timespec="seconds") + "Z",
            "catch": [asdict(line) for line in lines],
        }
        self._s3.put_object(
            Bucket=LOGBOOK_BUCKET,
            Key=key,
            Body=json.dumps(document).encode("utf-8"),
            ServerSideEncryption="aws:kms",
        )
        return key


class TripReportService:
    def __init__(self, reader: LogbookReader, gateway: AuthorityGateway) -> None:
        self._reader = reader
        self._gateway = gateway

    def submit(self, vessel_cfr: str, trip_id: str, logbook: Path) -> str:
        lines = self._reader.read(logbook)
        total = sum(line.live_weight_kg for line in lines)
        log.info("trip %s: %d hauls, %.1f kg live weight", trip_id, len(lines), total)
        return self._gateway.file_report(vessel_cfr, trip_id, lines)


def main(argv: List[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--vessel", required=True, help="CFR number of the vessel")
    parser.add_argument("--trip", required=True)
    parser.add_argument("logbook", type=Path)
    args = parser.parse_args(argv)
    key = TripReportService(LogbookReader(), AuthorityGateway()).submit(args.vessel, args.trip, args.logbook)
    print(f"filed s3://{LOGBOOK_BUCKET}/{key}")
    return 0


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO)
    sys.exit(main(sys.argv[1:]))
