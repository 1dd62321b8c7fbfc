# A derby claim codes program of the h74 set (cwe-330-random).
import argparse
import asyncio
import csv
import os
import secrets
import string
import sys
from pathlib import Path

import httpx

SMS_API = "https://api.northtextmessaging.com/v2/messages"
SMS_TOKEN = os.environ.get("SMS_API_TOKEN", "")
CODE_ALPHABET = string.ascii_uppercase + string.digits
CODE_LENGTH = 8


def new_claim_code() -> str:
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


async def issue(client: httpx.AsyncClient, sem: asyncio.Semaphore, angler: dict,
                issued: dict, lock: asyncio.Lock, dry_run: bool) -> None:
    async with lock:
        code = new_claim_code()
        while code in issued:
            code = new_claim_code()
        issued[code] = angler["registration_no"]

    text = (f"Frozen Bay Derby: hi {angler['first_name']}, your prize claim code is {code}. "
            "Show it at the weigh shack if you place.")
    if dry_run:
        print(f"[dry-run] {angler['phone']}: {text}")
        return
    async with sem:
        resp = await client.post(SMS_API, json={"to": angler["phone"], "body": text},
                                 headers={"Authorization": f"Bearer {SMS_TOKEN}"})
        resp.raise_for_status()


async def run(registrations: Path, out: Path, dry_run: bool) -> int:
    with registrations.open(newline="") as fh:
        anglers = [row for row in csv.DictReader(fh) if row.get("phone")]

    issued: dict[str, str] = {}
    lock = asyncio.Lock()
    sem = asyncio.Semaphore(5)
    async with httpx.AsyncClient(timeout=20) as client:
        results = await asyncio.gather(
            *(issue(client, sem, a, issued, lock, dry_run) for a in anglers),
            return_exceptions=True,
        )
    failed = [a["registration_no"] for a, r in zip(anglers, results) if isinstance(r, Exception)]

    with out.open("w", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(["claim_code", "registration_no"])
        for code, reg in sorted(issued.items(), key=lambda kv: kv[1]):
            w.writerow([code, reg])

    for reg in failed:
        print(f"could not text registration {reg}", file=sys.stderr)
    print(f"issued {len(issued)} codes, {len(failed)} texts failed")
    return 1 if failed else 0


def main() -> int:
    ap = argparse.ArgumentParser(description="Generate and send derby prize-claim codes")
    ap.add_argument("registrations", type=Path)
    ap.add_argument("--out", type=Path, default=Path("claim-codes.csv"))
    ap.add_argument("--dry-run", action="store_true")
    args = ap.parse_args()
    return asyncio.run(run(args.registrations, args.out, args.dry_run))


if __name__ == "__main__":
    sys.exit(main())
