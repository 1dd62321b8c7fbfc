# Bottle endpoint that ingests bulk smart meter readings submitted by utility field contractors as XML
from datetime import datetime

from bottle import Bottle, HTTPError, request
from lxml import etree

app = Bottle()
PARSER = etree.XMLParser(resolve_entities=True, load_dtd=True, no_network=False)
READINGS: list[dict] = []


def parse_batch(body: bytes):
    return etree.fromstring(body, parser=PARSER)


def to_reading(node) -> dict:
    return {
        "meter": node.findtext("meterId", "").strip(),
        "kwh": float(node.findtext("kwh", "0")),
        "at": datetime.fromisoformat(node.findtext("timestamp", "")),
    }


def plausible(reading: dict) -> bool:
    return reading["meter"].isalnum() and 0 <= reading["kwh"] < 100_000


def partition(predicate, items):
    items = list(items)
    return [i for i in items if predicate(i)], [i for i in items if not predicate(i)]


@app.post("/readings/batch")
def ingest():
    body = request.body.read(5_000_000)
    try:
        root = parse_batch(body)
        accepted, rejected = partition(plausible, map(to_reading, root.iterfind("reading")))
    except (etree.XMLSyntaxError, ValueError, TypeError) as exc:
        raise HTTPError(400, f"invalid batch: {exc}")
    READINGS.extend(accepted)
    return {"accepted": len(accepted), "rejected_meters": [r["meter"] for r in rejected]}
