# claims evidence fingerprint (h58 set)
"""Fingerprints photos and documents attached to insurance claims.

Fingerprints are recorded when evidence is first filed. The nightly
integrity job recomputes them to prove that nothing in the evidence
store was altered, and flags identical files submitted on different
claims (a common sign of recycled damage photos).
"""
import hashlib
import json
import os
from collections import defaultdict
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

EVIDENCE_ROOT = Path(os.environ.get("EVIDENCE_ROOT", "/srv/claims/evidence"))
LEDGER = Path(os.environ.get("EVIDENCE_LEDGER", "/srv/claims/evidence-ledger.json"))
WORKERS = int(os.environ.get("FINGERPRINT_WORKERS", "8"))
CHUNK = 1024 * 1024


def fingerprint(path: Path) -> tuple[Path, str]:
    digest = hashlib.sha256()
    with open(path, "rb") as fh:
        for chunk in iter(lambda: fh.read(CHUNK), b""):
            digest.update(chunk)
    return path, digest.hexdigest()


def evidence_files(root: Path):
    return (p for p in root.rglob("*") if p.is_file())


def claim_of(path: Path) -> str:
    return path.relative_to(EVIDENCE_ROOT).parts[0]


def altered(current: dict[str, str], ledger: dict[str, str]) -> list[str]:
    return sorted(k for k, v in ledger.items() if k in current and current[k] != v)


def recycled(current: dict[str, str]) -> dict[str, list[str]]:
    claims_by_digest: dict[str, set[str]] = defaultdict(set)
    for rel, digest in current.items():
        claims_by_digest[digest].add(rel.split("/", 1)[0])
    return {d: sorted(c) for d, c in claims_by_digest.items() if len(c) > 1}


def run() -> dict:
    with ThreadPoolExecutor(max_workers=WORKERS) as pool:
        results = pool.map(fingerprint, evidence_files(EVIDENCE_ROOT))
        current = {str(p.relative_to(EVIDENCE_ROOT)): d for p, d in results}
    ledger = json.loads(LEDGER.read_text()) if LEDGER.exists() else {}
    new_entries = {k: v for k, v in current.items() if k not in ledger}
    LEDGER.write_text(json.dumps({**ledger, **new_entries}, indent=1, sort_keys=True))
    return {
        "files": len(current),
        "claims": len({claim_of(EVIDENCE_ROOT / k) for k in current}),
        "newly_recorded": len(new_entries),
        "altered": altered(current, ledger),
        "shared_between_claims": recycled(current),
    }


if __name__ == "__main__":
    print(json.dumps(run(), indent=2))
