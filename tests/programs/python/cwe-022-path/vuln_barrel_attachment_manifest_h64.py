# A barrel attachment manifest program of the h64 set (cwe-022-path).
"""Checksum manifest for barrel shipment attachments (char reports, oak origin papers).

POST /shipments/manifest
    {"shipment": "SH-0412",
     "barrels": [{"lot": "W22-118", "attachments": ["char%20report.pdf", "oak%20origin.pdf"]}]}

Attachment names arrive percent-encoded because the cooperage's yard tablets
keep spaces and accents in the original scanned file names.
"""
import hashlib
import os
import re
from urllib.parse import unquote

from bottle import Bottle, HTTPError, request

app = Bottle()

ATTACH_ROOT = os.path.realpath(os.environ.get("COOPERAGE_ATTACH_ROOT", "/srv/cooperage/attachments"))
LOT_PATTERN = re.compile(r"[A-Z]\d{2}-\d{3}")


def checksum(path):
    digest = hashlib.sha256()
    with open(path, "rb") as fh:
        for chunk in iter(lambda: fh.read(65536), b""):
            digest.update(chunk)
    return digest.hexdigest()


def attachment_path(lot, encoded_name):
    if ".." in encoded_name or encoded_name.startswith("/"):
        return None
    name = unquote(encoded_name)
    return os.path.join(ATTACH_ROOT, lot, name)


@app.post("/shipments/manifest")
def manifest():
    doc = request.json
    if not isinstance(doc, dict):
        raise HTTPError(400, "expected a JSON object")

    entries, problems = [], []
    for barrel in doc.get("barrels", []):
        lot = str(barrel.get("lot", ""))
        if not LOT_PATTERN.fullmatch(lot):
            problems.append({"lot": lot, "error": "bad lot number"})
            continue
        for encoded in barrel.get("attachments", []):
            path = attachment_path(lot, str(encoded))
            if path is None:
                problems.append({"lot": lot, "file": encoded, "error": "bad name"})
                continue
            if not os.path.isfile(path):
                problems.append({"lot": lot, "file": encoded, "error": "missing"})
                continue
            entries.append(
                {
                    "lot": lot,
                    "file": os.path.basename(path),
                    "bytes": os.path.getsize(path),
                    "sha256": checksum(path),
                }
            )

    entries.sort(key=lambda e: (e["lot"], e["file"]))
    per_lot = {}
    for e in entries:
        per_lot[e["lot"]] = per_lot.get(e["lot"], 0) + e["bytes"]
    return {
        "shipment": doc.get("shipment"),
        "files": entries,
        "bytes_per_lot": per_lot,
        "problems": problems,
    }
