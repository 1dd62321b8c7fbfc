# A timber stock sync program of the h64 set (cwe-798-credentials).
"""Nightly timber stock sync for the shipyard.

Reads the timber store's stock-take CSVs (one per shed), merges them into a
single inventory by species and dimension, and uploads the result to the
bucket the naval architects' estimating tool reads from.
"""
import csv
import io
import json
import logging
import os
import sys
from collections import defaultdict
from datetime import date

import boto3

log = logging.getLogger("timber_sync")

BUCKET = os.environ.get("TIMBER_BUCKET", "yard-timber-inventory")
REGION = "eu-west-2"
SPECIES = {"oak", "larch", "iroko", "douglas fir", "elm", "teak", "mahogany"}

# credentials come from the instance role / AWS_PROFILE of the sync host
s3 = boto3.client(
    "s3",
    region_name=REGION,
)


def read_shed(path):
    shed = os.path.splitext(os.path.basename(path))[0]
    rows = []
    with open(path, newline="", encoding="utf-8") as fh:
        for rec in csv.DictReader(fh):
            species = rec.get("species", "").strip().lower()
            if species not in SPECIES:
                log.warning("%s: unknown species %r", shed, species)
                continue
            try:
                rows.append(
                    {
                        "shed": shed,
                        "species": species,
                        "section": f"{int(rec['thick_mm'])}x{int(rec['width_mm'])}",
                        "length_m": float(rec["length_m"]),
                        "boards": int(rec["boards"]),
                        "seasoned": rec.get("seasoned", "").strip().lower() in {"y", "yes", "1"},
                    }
                )
            except (KeyError, ValueError):
                log.warning("%s: unreadable row %r", shed, rec)
    return rows


def merge(rows):
    stock = defaultdict(lambda: {"boards": 0, "board_m": 0.0, "sheds": set()})
    for r in rows:
        key = (r["species"], r["section"], "seasoned" if r["seasoned"] else "green")
        stock[key]["boards"] += r["boards"]
        stock[key]["board_m"] += r["boards"] * r["length_m"]
        stock[key]["sheds"].add(r["shed"])
    return [
        {"species": s, "section": sec, "state": st, "boards": v["boards"],
         "board_m": round(v["board_m"], 1), "sheds": sorted(v["sheds"])}
        for (s, sec, st), v in sorted(stock.items())
    ]


def upload(inventory):
    key = f"inventory/{date.today().isoformat()}.json"
    body = io.BytesIO(json.dumps({"items": inventory}, indent=1).encode("utf-8"))
    s3.upload_fileobj(body, BUCKET, key, ExtraArgs={"ContentType": "application/json",
                                                    "ServerSideEncryption": "aws:kms"})
    return key


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO)
    all_rows = [row for path in sys.argv[1:] for row in read_shed(path)]
    inventory = merge(all_rows)
    log.info("uploaded %d lines to s3://%s/%s", len(inventory), BUCKET, upload(inventory))
