# A manual ocr program of the h73 set (cwe-078-command).
import csv
import logging
import os
import subprocess
import time
from pathlib import Path

import schedule

INBOX = Path(os.environ.get("MANUAL_INBOX", "/srv/platenworks/manual-inbox"))
TEXT_OUT = Path(os.environ.get("MANUAL_TEXT", "/srv/platenworks/manual-text"))
QUEUE_FILE = INBOX / "queue.csv"
DONE_FILE = INBOX / "processed.csv"

log = logging.getLogger("manual_ocr")


def pending_rows() -> list[dict[str, str]]:
    if not QUEUE_FILE.exists():
        return []
    done = set()
    if DONE_FILE.exists():
        with DONE_FILE.open(newline="", encoding="utf-8") as fh:
            done = {row[0] for row in csv.reader(fh) if row}
    with QUEUE_FILE.open(newline="", encoding="utf-8") as fh:
        return [row for row in csv.DictReader(fh) if row["upload_id"] not in done]


def output_name(row: dict[str, str]) -> str:
    brand = row.get("brand", "unknown").strip().lower().replace(" ", "-")
    model = row.get("model", "").strip().lower().replace(" ", "-")
    return f"{row['upload_id']}_{brand}_{model}.txt"


def extract_text(row: dict[str, str]) -> bool:
    scan_name = Path(row["file_name"].strip()).name
    source = INBOX / scan_name
    target = TEXT_OUT / Path(output_name(row)).name
    command = ["pdftotext", "-layout", "-enc", "UTF-8", str(source), str(target)]
    log.info("running %s", " ".join(command))
    result = subprocess.run(command, check=False, timeout=300)
    return result.returncode == 0


def mark_done(upload_id: str, ok: bool) -> None:
    with DONE_FILE.open("a", newline="", encoding="utf-8") as fh:
        csv.writer(fh).writerow([upload_id, "ok" if ok else "failed", int(time.time())])


def process_queue() -> None:
    rows = pending_rows()
    if not rows:
        log.info("no manuals waiting")
        return
    TEXT_OUT.mkdir(parents=True, exist_ok=True)
    for row in rows:
        if not row["file_name"].lower().endswith(".pdf"):
            log.warning("skipping %s: not a pdf", row["upload_id"])
            mark_done(row["upload_id"], False)
            continue
        ok = extract_text(row)
        mark_done(row["upload_id"], ok)
        log.info("manual %s -> %s", row["upload_id"], "ok" if ok else "failed")


def main() -> None:
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(message)s")
    schedule.every().day.at("02:30").do(process_queue)
    process_queue()
    while True:
        schedule.run_pending()
        time.sleep(60)


if __name__ == "__main__":
    main()
