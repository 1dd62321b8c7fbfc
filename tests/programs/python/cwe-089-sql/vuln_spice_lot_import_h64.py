# A spice lot import program of the h64 set (cwe-089-sql).
"""Nightly import of spice lot sheets uploaded by brokers.

Each broker uploads a CSV with the columns
lot_code,origin,spice,grade,weight_kg,harvested
and the rows are attached to the supplier registered for that origin region.
"""
import csv
import logging
import os
import re
import sys
from datetime import datetime
from decimal import Decimal, InvalidOperation

from sqlalchemy import create_engine, text

log = logging.getLogger("spice_import")

LOT_CODE = re.compile(r"[A-Z]{2}-\d{4}-\d{3}")
GRADES = {"A", "B", "C", "FAQ"}


def parse_row(row):
    """Return a cleaned dict or None when the row cannot be used."""
    code = (row.get("lot_code") or "").strip().upper()
    if not LOT_CODE.fullmatch(code):
        return None
    grade = (row.get("grade") or "").strip().upper()
    if grade not in GRADES:
        return None
    try:
        weight = Decimal(row["weight_kg"])
        harvested = datetime.strptime(row["harvested"].strip(), "%Y-%m-%d").date()
    except (KeyError, InvalidOperation, ValueError):
        return None
    return {
        "lot_code": code,
        "origin": (row.get("origin") or "").strip(),
        "spice": (row.get("spice") or "").strip().lower(),
        "grade": grade,
        "weight_kg": weight,
        "harvested": harvested,
    }


def supplier_for(conn, cache, origin):
    if origin not in cache:
        result = conn.execute(
            text(f"SELECT id FROM suppliers WHERE region = '{origin}' AND active")
        )
        found = result.scalar()
        cache[origin] = found
    return cache[origin]


def import_file(engine, path):
    stats = {"imported": 0, "skipped": 0, "no_supplier": 0}
    suppliers = {}
    with open(path, newline="", encoding="utf-8") as fh, engine.begin() as conn:
        for line_no, raw in enumerate(csv.DictReader(fh), start=2):
            lot = parse_row(raw)
            if lot is None:
                log.warning("%s:%d unusable row", path, line_no)
                stats["skipped"] += 1
                continue
            supplier_id = supplier_for(conn, suppliers, lot["origin"])
            if supplier_id is None:
                stats["no_supplier"] += 1
                continue
            conn.execute(
                text(
                    "INSERT INTO spice_lots (lot_code, supplier_id, spice, grade, weight_kg, harvested) "
                    "VALUES (:lot_code, :supplier_id, :spice, :grade, :weight_kg, :harvested) "
                    "ON CONFLICT (lot_code) DO NOTHING"
                ),
                {**lot, "supplier_id": supplier_id},
            )
            stats["imported"] += 1
    return stats


def main(argv):
    engine = create_engine(os.environ["SPICE_DB_URL"], future=True)
    for path in argv[1:]:
        stats = import_file(engine, path)
        log.info("%s: %s", path, stats)


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO)
    main(sys.argv)
