# A lens map ingest program of the h61 set (cwe-502-deser).
"""Lambda: ingests lens-mapping scans uploaded by the opticians' branches.

Each branch's lensmeter exports a power map of the fitted lens as a NumPy
``.npy`` array and uploads it to the scans bucket under
``<branch>/<patient-ref>/<timestamp>.npy``; this function stores a summary.
"""
import io
import logging
import urllib.parse
from dataclasses import dataclass
from decimal import Decimal

import boto3
import numpy as np

MAX_SCAN_BYTES = 16 * 1024 * 1024

log = logging.getLogger()
log.setLevel(logging.INFO)


@dataclass(frozen=True)
class ScanLocation:
    bucket: str
    key: str

    @property
    def branch(self) -> str:
        return self.key.split("/", 1)[0]

    @property
    def patient_ref(self) -> str:
        return self.key.split("/")[1]


class ScanSource:
    def __init__(self, s3_client):
        self._s3 = s3_client

    def fetch(self, location: ScanLocation) -> bytes:
        obj = self._s3.get_object(Bucket=location.bucket, Key=location.key)
        if obj["ContentLength"] > MAX_SCAN_BYTES:
            raise ValueError("scan file is larger than any lensmeter produces")
        return obj["Body"].read()


class LensMapDecoder:
    def decode(self, blob: bytes) -> np.ndarray:
        power_map = np.load(io.BytesIO(blob), allow_pickle=False)
        if not isinstance(power_map, np.ndarray) or power_map.ndim != 2:
            raise ValueError("lens map must be a two-dimensional array")
        return power_map.astype(np.float64)


class PowerSummary:
    @staticmethod
    def of(power_map: np.ndarray) -> dict[str, Decimal]:
        finite = power_map[np.isfinite(power_map)]
        return {
            "mean_sphere": Decimal(str(round(float(finite.mean()), 3))),
            "min_power": Decimal(str(round(float(finite.min()), 3))),
            "max_power": Decimal(str(round(float(finite.max()), 3))),
        }


class ReadingStore:
    def __init__(self, table):
        self._table = table

    def save(self, location: ScanLocation, summary: dict[str, Decimal]) -> None:
        self._table.put_item(
            Item={"patient_ref": location.patient_ref, "scan_key": location.key, "branch": location.branch, **summary}
        )


_source = ScanSource(boto3.client("s3"))
_decoder = LensMapDecoder()
_store = ReadingStore(boto3.resource("dynamodb").Table("lens-readings"))


def lambda_handler(event, context):
    stored = 0
    for record in event["Records"]:
        location = ScanLocation(
            bucket=record["s3"]["bucket"]["name"],
            key=urllib.parse.unquote_plus(record["s3"]["object"]["key"]),
        )
        try:
            power_map = _decoder.decode(_source.fetch(location))
        except ValueError as exc:
            log.warning("rejected scan %s: %s", location.key, exc)
            continue
        _store.save(location, PowerSummary.of(power_map))
        stored += 1
    return {"stored": stored}
