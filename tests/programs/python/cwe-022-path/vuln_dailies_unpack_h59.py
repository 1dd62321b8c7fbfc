# Unseen set h59: dailies unpack
"""Kafka consumer that unpacks dailies archives delivered by external camera crews."""
import json
import logging
import os
import re
import tarfile
import tempfile
from dataclasses import dataclass
from pathlib import Path

import boto3
from kafka import KafkaConsumer

log = logging.getLogger("dailies")

PRODUCTION_ID = re.compile(r"[A-Z]{2,6}-[0-9]{2,5}")


@dataclass
class DailiesDelivered:
    production_id: str
    shoot_day: int
    bucket: str
    key: str

    @classmethod
    def parse(cls, raw: bytes) -> "DailiesDelivered":
        data = json.loads(raw)
        if not PRODUCTION_ID.fullmatch(str(data["production_id"])):
            raise ValueError("unknown production id format")
        return cls(
            production_id=str(data["production_id"]),
            shoot_day=int(data["shoot_day"]),
            bucket=data["bucket"],
            key=data["key"],
        )


class ArchiveGateway:
    def __init__(self, s3_client) -> None:
        self._s3 = s3_client

    def download(self, bucket: str, key: str, target: Path) -> Path:
        local = target / "delivery.tar.gz"
        self._s3.download_file(bucket, key, str(local))
        return local


class DailiesLibrary:
    """Unpacks the clips into the editorial share, one folder per shoot day."""

    def __init__(self, gateway: ArchiveGateway, share_root: Path) -> None:
        self._gateway = gateway
        self._share_root = share_root

    def ingest(self, event: DailiesDelivered) -> Path:
        day_dir = self._share_root / event.production_id / f"day-{event.shoot_day:03d}"
        day_dir.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryDirectory() as scratch:
            archive = self._gateway.download(event.bucket, event.key, Path(scratch))
            with tarfile.open(archive, "r:gz") as tar:
                tar.extractall(path=day_dir)
        return day_dir


def run() -> None:
    library = DailiesLibrary(
        ArchiveGateway(boto3.client("s3")),
        Path(os.environ.get("EDITORIAL_SHARE", "/srv/editorial")),
    )
    consumer = KafkaConsumer(
        "dailies.delivered",
        bootstrap_servers=os.environ["KAFKA_BOOTSTRAP"].split(","),
        security_protocol="SSL",
        group_id="dailies-unpacker",
        enable_auto_commit=False,
    )
    for message in consumer:
        try:
            event = DailiesDelivered.parse(message.value)
            folder = library.ingest(event)
            log.info("unpacked day %s of %s into %s", event.shoot_day, event.production_id, folder)
        except (KeyError, ValueError, tarfile.TarError) as exc:
            log.warning("skipping delivery at offset %s: %s", message.offset, exc)
        consumer.commit()


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO)
    run()
