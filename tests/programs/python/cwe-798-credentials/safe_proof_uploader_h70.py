# A proof uploader program of the h70 set (cwe-798-credentials).
from __future__ import annotations

import logging
import os
import shutil
import time
from dataclasses import dataclass, field
from itertools import groupby
from pathlib import Path
from typing import Iterator

import paramiko
import schedule

log = logging.getLogger("proof-uploader")

APPROVED = Path("/srv/goldleaf-signs/proofs/approved")
SENT = Path("/srv/goldleaf-signs/proofs/sent")


@dataclass(frozen=True)
class Supplier:
    name: str
    host: str
    username: str
    password: str = field(repr=False)
    remote_dir: str = "/incoming"
    suffixes: tuple[str, ...] = (".svg", ".pdf")


SUPPLIERS = (
    Supplier("vinylcraft", "sftp.vinylcraft-cutting.co.uk", "goldleaf",
             os.environ["VINYLCRAFT_SFTP_PASSWORD"], "/jobs/incoming"),
    Supplier("gilders", "files.heritage-gilders.co.uk", "goldleaf_signs",
             os.environ["GILDERS_SFTP_PASSWORD"]),
)


def pending(supplier: Supplier) -> Iterator[Path]:
    yield from (p for p in sorted(APPROVED.glob("*/*")) if p.suffix in supplier.suffixes
                and p.parent.name == supplier.name)


def upload(supplier: Supplier) -> int:
    files = list(pending(supplier))
    if not files:
        return 0
    client = paramiko.SSHClient()
    client.load_system_host_keys()
    client.set_missing_host_key_policy(paramiko.RejectPolicy())
    try:
        client.connect(supplier.host, username=supplier.username, password=supplier.password,
                       look_for_keys=False, allow_agent=False, timeout=30)
        sftp = client.open_sftp()
        for job, group in groupby(files, key=lambda p: p.stem.split("_")[0]):
            for path in group:
                sftp.put(str(path), f"{supplier.remote_dir}/{path.name}")
            log.info("sent job %s to %s", job, supplier.name)
    finally:
        client.close()
    for path in files:
        dest = SENT / supplier.name
        dest.mkdir(parents=True, exist_ok=True)
        shutil.move(path, dest / path.name)
    return len(files)


def evening_run() -> None:
    totals = {}
    for supplier in SUPPLIERS:
        try:
            totals[supplier.name] = upload(supplier)
        except (paramiko.SSHException, OSError) as exc:
            log.error("upload to %s failed: %s", supplier.name, exc)
    log.info("uploaded: %s", ", ".join(f"{k}={v}" for k, v in totals.items()) or "nothing")


def main() -> None:
    logging.basicConfig(level=os.environ.get("LOG_LEVEL", "INFO"))
    schedule.every().day.at("18:30").do(evening_run)
    while True:
        schedule.run_pending()
        time.sleep(60)


if __name__ == "__main__":
    main()
