# airline removal records (h58 set)
"""Imports component removal records for an airline maintenance tracker.

Repair stations send unscheduled-removal reports as XML documents; the
tracker extracts part number, serial, tail number and removal reason and
echoes the parsed records back so the planner can confirm the import.
"""
import os

from fastapi import FastAPI, HTTPException, Request
from lxml import etree

MAX_DOCUMENT_BYTES = int(os.environ.get("MAX_REMOVAL_DOC_BYTES", str(2 * 1024 * 1024)))
PARSER = etree.XMLParser(load_dtd=True, resolve_entities=True, huge_tree=False)

app = FastAPI(title="removal-import")

FIELDS = {
    "part_number": "PartNumber",
    "serial": "SerialNumber",
    "tail": "AircraftRegistration",
    "removed_on": "RemovalDate",
    "reason": "RemovalReasonText",
}


def text_of(record: etree._Element, tag: str) -> str:
    node = record.find(tag)
    return (node.text or "").strip() if node is not None else ""


def to_removal(record: etree._Element) -> dict:
    return {key: text_of(record, tag) for key, tag in FIELDS.items()}


def complete(removal: dict) -> bool:
    return all(removal[k] for k in ("part_number", "serial", "tail"))


def parse_document(body: bytes) -> list[dict]:
    root = etree.fromstring(body, PARSER)
    removals = map(to_removal, root.iter("UnscheduledRemoval"))
    return [r for r in removals if complete(r)]


@app.post("/removals/import")
async def import_removals(request: Request):
    body = await request.body()
    if len(body) > MAX_DOCUMENT_BYTES:
        raise HTTPException(status_code=413, detail="document too large")
    try:
        removals = parse_document(body)
    except etree.XMLSyntaxError as exc:
        raise HTTPException(status_code=400, detail=f"not well-formed XML: {exc.msg}")
    if not removals:
        raise HTTPException(status_code=422, detail="no complete removal records found")
    by_tail: dict[str, int] = {}
    for r in removals:
        by_tail[r["tail"]] = by_tail.get(r["tail"], 0) + 1
    return {"imported": len(removals), "per_aircraft": by_tail, "records": removals}
