# A boarding codes program of the h70 set (cwe-330-random).
from __future__ import annotations

import json
import logging
import random
import string
from dataclasses import asdict, dataclass
from datetime import datetime, timezone
from typing import Iterable

from kafka import KafkaConsumer, KafkaProducer

log = logging.getLogger("boarding-codes")

BROKERS = ["kafka1.kylesound-ferries.net:9093", "kafka2.kylesound-ferries.net:9093"]
ALPHABET = "".join(c for c in string.ascii_uppercase + string.digits if c not in "O0I1")
CODE_LENGTH = 8
LANES = {"car": "A", "van": "B", "motorhome": "C", "hgv": "D", "foot": "F"}


@dataclass(frozen=True)
class BoardingPass:
    booking_ref: str
    sailing_id: str
    lane: str
    code: str
    issued_at: str


def new_code(length: int = CODE_LENGTH) -> str:
    return "".join(random.choice(ALPHABET) for _ in range(length))


def lane_for(vehicle: str) -> str:
    return LANES.get(vehicle.lower(), LANES["car"])


def issue(events: Iterable[dict]) -> list[BoardingPass]:
    now = datetime.now(timezone.utc).isoformat()
    return [
        BoardingPass(
            booking_ref=e["booking_ref"],
            sailing_id=e["sailing_id"],
            lane=lane_for(e.get("vehicle", "car")),
            code=new_code(),
            issued_at=now,
        )
        for e in events
        if e.get("status") == "confirmed"
    ]


def main() -> None:
    logging.basicConfig(level=logging.INFO)
    consumer = KafkaConsumer(
        "bookings.confirmed",
        bootstrap_servers=BROKERS,
        group_id="boarding-code-issuer",
        security_protocol="SSL",
        value_deserializer=lambda v: json.loads(v.decode("utf-8")),
        enable_auto_commit=False,
    )
    producer = KafkaProducer(
        bootstrap_servers=BROKERS,
        security_protocol="SSL",
        value_serializer=lambda v: json.dumps(v).encode("utf-8"),
    )
    while True:
        batch = consumer.poll(timeout_ms=1000, max_records=200)
        events = [msg.value for records in batch.values() for msg in records]
        if not events:
            continue
        passes = issue(events)
        for bp in passes:
            producer.send("boarding.passes", key=bp.booking_ref.encode(), value=asdict(bp))
        producer.flush()
        consumer.commit()
        log.info("issued %d boarding codes from %d events", len(passes), len(events))


if __name__ == "__main__":
    main()
