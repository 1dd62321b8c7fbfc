# A landing manifests program of the h70 set (cwe-1333-redos).
from __future__ import annotations

import json
import logging
import re
from collections import defaultdict
from itertools import chain
from typing import Iterable, Iterator, NamedTuple

import boto3

log = logging.getLogger("landing-manifests")

QUEUE_URL = "https://sqs.eu-west-1.amazonaws.com/418822301774/kelpworks-landing-manifests"
TABLE = "kelpworks-lot-weights"

LOT_RE = re.compile(r"^[A-Z]+(?:-[A-Z]+)*-?\d{4}$")
SPECIES = {"KELP": "Laminaria digitata", "DULSE": "Palmaria palmata", "WRACK": "Ascophyllum nodosum"}


class Landing(NamedTuple):
    boat: str
    lot: str
    species: str
    wet_kg: float


def manifest_lines(body: str) -> Iterator[list[str]]:
    doc = json.loads(body)
    boat = doc.get("boat", "unknown")
    yield from ([boat, *line.split(",")] for line in doc.get("lines", []) if line.strip())


def to_landing(fields: list[str]) -> Landing | None:
    match fields:
        case [boat, lot, species, kg] if LOT_RE.match(lot.strip()) and species.strip() in SPECIES:
            return Landing(boat, lot.strip(), SPECIES[species.strip()], float(kg))
        case _:
            return None


def totals(landings: Iterable[Landing]) -> dict[str, float]:
    acc: dict[str, float] = defaultdict(float)
    for landing in landings:
        acc[landing.lot] += landing.wet_kg
    return dict(acc)


def process(bodies: Iterable[str]) -> dict[str, float]:
    parsed = map(to_landing, chain.from_iterable(map(manifest_lines, bodies)))
    return totals(filter(None, parsed))


def main() -> None:
    logging.basicConfig(level=logging.INFO)
    sqs = boto3.client("sqs", region_name="eu-west-1")
    table = boto3.resource("dynamodb", region_name="eu-west-1").Table(TABLE)
    while True:
        resp = sqs.receive_message(QueueUrl=QUEUE_URL, MaxNumberOfMessages=10, WaitTimeSeconds=20)
        messages = resp.get("Messages", [])
        if not messages:
            continue
        try:
            lot_totals = process(m["Body"] for m in messages)
        except (ValueError, KeyError) as exc:
            log.warning("dropping malformed batch: %s", exc)
            lot_totals = {}
        for lot, kg in lot_totals.items():
            table.update_item(
                Key={"lot": lot},
                UpdateExpression="ADD wet_kg :kg",
                ExpressionAttributeValues={":kg": round(kg, 1)},
            )
        sqs.delete_message_batch(
            QueueUrl=QUEUE_URL,
            Entries=[{"Id": m["MessageId"], "ReceiptHandle": m["ReceiptHandle"]} for m in messages],
        )
        log.info("recorded %d lots from %d manifests", len(lot_totals), len(messages))


if __name__ == "__main__":
    main()
