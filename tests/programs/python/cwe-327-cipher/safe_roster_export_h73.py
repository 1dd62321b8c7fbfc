# A roster export program of the h73 set (cwe-327-cipher).
import argparse
import base64
import csv
import io
import os
import sqlite3
import sys
from datetime import date
from pathlib import Path

from cryptography.hazmat.primitives.ciphers.aead import AESGCM

DB_PATH = os.environ.get("SOCIETY_DB", "/var/lib/perfsociety/members.db")
EXPORT_DIR = Path(os.environ.get("EXPORT_DIR", "/srv/perfsociety/exports"))
COLUMNS = ["member_no", "full_name", "street", "town", "postcode", "insured_value_gbp", "last_appraisal"]


def load_key() -> bytes:
    key = base64.b64decode(os.environ["INSURER_EXPORT_KEY"])
    if len(key) != 32:
        raise SystemExit("INSURER_EXPORT_KEY must decode to 32 bytes")
    return key


def roster_csv(min_value: int) -> bytes:
    buffer = io.StringIO()
    writer = csv.writer(buffer)
    writer.writerow(COLUMNS)
    with sqlite3.connect(DB_PATH) as conn:
        rows = conn.execute(
            "SELECT member_no, full_name, street, town, postcode, insured_value_gbp, last_appraisal "
            "FROM members WHERE active = 1 AND insured_value_gbp >= ? ORDER BY member_no",
            (min_value,),
        )
        for row in rows:
            writer.writerow([str(v).strip() if v is not None else "" for v in row])
    return buffer.getvalue().encode("utf-8")


def encrypt(key: bytes, plaintext: bytes, label: str) -> bytes:
    nonce = os.urandom(12)
    return nonce + AESGCM(key).encrypt(nonce, plaintext, label.encode("ascii"))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Encrypted roster export for the insurer")
    parser.add_argument("--min-value", type=int, default=500, help="only members insured for at least this")
    parser.add_argument("--quarter", default=None, help="label such as 2025Q3 (defaults to current quarter)")
    args = parser.parse_args(argv)

    today = date.today()
    quarter = (args.quarter or f"{today.year}Q{(today.month - 1) // 3 + 1}").upper()
    payload = roster_csv(args.min_value)
    sealed = encrypt(load_key(), payload, f"roster-{quarter}")

    EXPORT_DIR.mkdir(parents=True, exist_ok=True)
    target = EXPORT_DIR / f"roster-{quarter}.enc"
    target.write_text(base64.b64encode(sealed).decode("ascii") + "\n", encoding="ascii")
    rows = payload.count(b"\n") - 1
    print(f"wrote {rows} member(s) to {target}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
