# A coin vault export program of the h74 set (cwe-327-cipher).
import argparse
import getpass
import hashlib
import json
import os
import sqlite3
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from Crypto.Cipher import AES

KDF_SALT_FILE = "salt.bin"


def derive_key(passphrase: str, salt: bytes) -> bytes:
    return hashlib.scrypt(passphrase.encode(), salt=salt, n=2**14, r=8, p=1, dklen=32)


def load_inventory(db_path: Path, member_id: int) -> dict:
    conn = sqlite3.connect(db_path)
    try:
        rows = conn.execute(
            "SELECT catalogue_no, denomination, year, mint, grade, insured_value "
            "FROM holdings WHERE member_id = ? ORDER BY year", (member_id,)
        ).fetchall()
        (name,) = conn.execute("SELECT full_name FROM members WHERE id = ?", (member_id,)).fetchone()
    finally:
        conn.close()
    return {
        "member_id": member_id,
        "member": name,
        "holdings": [
            {"catalogue_no": r[0], "denomination": r[1], "year": r[2], "mint": r[3],
             "grade": r[4], "insured_value": r[5]}
            for r in rows
        ],
    }


def encrypt_blob(key: bytes, plaintext: bytes) -> bytes:
    cipher = AES.new(key, AES.MODE_GCM)
    ciphertext, tag = cipher.encrypt_and_digest(plaintext)
    return cipher.nonce + tag + ciphertext


def export_member(db_path: Path, out_dir: Path, key: bytes, member_id: int) -> tuple[int, int]:
    inventory = load_inventory(db_path, member_id)
    payload = json.dumps(inventory, separators=(",", ":")).encode()
    blob = encrypt_blob(key, payload)
    target = out_dir / f"member-{member_id:05d}.vault"
    target.write_bytes(blob)
    return member_id, len(inventory["holdings"])


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description="Export insured coin inventories for the underwriter")
    ap.add_argument("--db", type=Path, default=Path("/var/lib/coinclub/registry.sqlite3"))
    ap.add_argument("--out", type=Path, required=True)
    ap.add_argument("member_ids", nargs="+", type=int)
    args = ap.parse_args(argv)

    passphrase = os.environ.get("VAULT_EXPORT_PASSPHRASE") or getpass.getpass("Export passphrase: ")
    args.out.mkdir(parents=True, exist_ok=True)
    salt_path = args.out / KDF_SALT_FILE
    if not salt_path.exists():
        salt_path.write_bytes(os.urandom(16))
    key = derive_key(passphrase, salt_path.read_bytes())

    failures = 0
    with ThreadPoolExecutor(max_workers=4) as pool:
        futures = [pool.submit(export_member, args.db, args.out, key, mid) for mid in args.member_ids]
        for fut in futures:
            try:
                member_id, count = fut.result()
                print(f"member {member_id}: {count} holdings exported")
            except (sqlite3.Error, TypeError) as exc:
                failures += 1
                print(f"export failed: {exc}", file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
