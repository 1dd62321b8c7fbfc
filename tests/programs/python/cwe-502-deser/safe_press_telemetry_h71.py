# A press telemetry program of the h71 set (cwe-502-deser).
import json
import logging
import os
from dataclasses import dataclass

from kafka import KafkaConsumer

log = logging.getLogger("press_telemetry")

TOPIC = "press.telemetry"
BROKERS = os.environ.get("KAFKA_BROKERS", "kafka-1.pressmanorcider.co.uk:9093").split(",")


@dataclass(frozen=True)
class Reading:
    press_id: str
    batch: str
    litres: float
    brix: float
    ph: float


class BadReading(ValueError):
    pass


def decode(raw: bytes) -> dict:
    try:
        return json.loads(raw)
    except (UnicodeDecodeError, json.JSONDecodeError):
        # the two older presses must be switched to the JSON logger before they are read
        raise BadReading("reading is not JSON") from None


def to_reading(doc: object) -> Reading:
    match doc:
        case {"press": str(press), "batch": str(batch), "litres": litres, "brix": brix, "ph": ph}:
            try:
                reading = Reading(press, batch, float(litres), float(brix), float(ph))
            except (TypeError, ValueError) as exc:
                raise BadReading(f"non-numeric measurement: {exc}") from None
        case _:
            raise BadReading("reading is missing fields")
    if not 2.8 <= reading.ph <= 4.5:
        raise BadReading(f"pH {reading.ph} outside pressing range")
    return reading


def record(reading: Reading, totals: dict[str, float]) -> None:
    totals[reading.batch] = totals.get(reading.batch, 0.0) + reading.litres
    if reading.brix < 9:
        log.warning("batch %s on %s is running thin (brix %.1f)", reading.batch, reading.press_id, reading.brix)


def main() -> None:
    logging.basicConfig(level=logging.INFO)
    consumer = KafkaConsumer(
        TOPIC,
        bootstrap_servers=BROKERS,
        group_id="press-telemetry",
        security_protocol="SSL",
        enable_auto_commit=True,
    )
    totals: dict[str, float] = {}
    try:
        for message in consumer:
            try:
                reading = to_reading(decode(message.value))
            except BadReading as exc:
                log.warning("dropping offset %d: %s", message.offset, exc)
                continue
            record(reading, totals)
    finally:
        consumer.close()
        log.info("litres per batch this run: %s", totals)


if __name__ == "__main__":
    main()
