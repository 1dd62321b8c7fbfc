# A vineyard harvest bundles program of the h62 set (cwe-022-path).
"""Unpacks harvest sensor bundles that the field tablets drop into the vineyard inbox.

Each bundle is a .tar.gz named after the vineyard block (e.g. block-07.tar.gz) and
holds CSV files with sugar (brix) readings per row of vines.
"""
import csv
import logging
import os
import shutil
import tarfile
import time
from pathlib import Path
from statistics import mean
from typing import Dict, Iterator, List

INBOX = Path(os.environ.get("HARVEST_INBOX", "/srv/vineyard/inbox"))
UNPACKED = Path(os.environ.get("HARVEST_UNPACKED", "/srv/vineyard/unpacked"))
ARCHIVED = Path(os.environ.get("HARVEST_ARCHIVED", "/srv/vineyard/archived"))
POLL_SECONDS = float(os.environ.get("HARVEST_POLL_SECONDS", "5"))

log = logging.getLogger("harvest-inbox")


def watch(folder: Path, interval: float) -> Iterator[Path]:
    seen = set()
    while True:
        for entry in sorted(folder.glob("*.tar.gz")):
            if entry.name not in seen:
                seen.add(entry.name)
                yield entry
        time.sleep(interval)


def block_name(bundle: Path) -> str:
    return bundle.name[: -len(".tar.gz")]


def unpack(bundle: Path, dest_root: Path) -> Path:
    dest = dest_root / block_name(bundle)
    dest.mkdir(parents=True, exist_ok=True)
    with tarfile.open(bundle, "r:gz") as archive:
        members = [m for m in archive.getmembers() if m.isfile() or m.isdir()]
        archive.extractall(dest, members=members, filter="data")
    return dest


def read_brix(csv_path: Path) -> List[float]:
    with csv_path.open(newline="") as fh:
        return [float(row["brix"]) for row in csv.DictReader(fh) if row.get("brix")]


def summarise(folder: Path) -> Dict[str, float]:
    readings = {p.stem: read_brix(p) for p in folder.rglob("*.csv")}
    return {row: round(mean(values), 2) for row, values in readings.items() if values}


def handle(bundle: Path) -> None:
    try:
        folder = unpack(bundle, UNPACKED)
        for row, brix in sorted(summarise(folder).items()):
            log.info("%s %s average brix %.2f", block_name(bundle), row, brix)
        shutil.move(str(bundle), ARCHIVED / bundle.name)
    except (tarfile.TarError, ValueError, KeyError) as exc:
        log.error("could not process %s: %s", bundle.name, exc)


def main() -> None:
    logging.basicConfig(level=logging.INFO)
    for folder in (INBOX, UNPACKED, ARCHIVED):
        folder.mkdir(parents=True, exist_ok=True)
    for bundle in watch(INBOX, POLL_SECONDS):
        handle(bundle)


if __name__ == "__main__":
    main()
