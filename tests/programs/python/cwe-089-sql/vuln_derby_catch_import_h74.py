# A derby catch import program of the h74 set (cwe-089-sql).
import argparse
import csv
import logging
import queue
import sqlite3
import sys
import threading
from decimal import Decimal, InvalidOperation
from pathlib import Path

log = logging.getLogger("derby.import")

_STOP = object()
BATCH = 200


def writer(db_path: Path, derby_id: int, rows: "queue.Queue", stats: dict, lock: threading.Lock) -> None:
    conn = sqlite3.connect(db_path)
    cur = conn.cursor()
    pending = 0
    while True:
        item = rows.get()
        if item is _STOP:
            rows.task_done()
            break
        angler, hole, species, weight = item
        try:
            cur.execute(
                "INSERT INTO catches (derby_id, angler, hole_no, species, weight_lb) "
                f"VALUES ({derby_id}, '{angler}', {hole}, '{species}', {weight})"
            )
            pending += 1
            with lock:
                stats["imported"] += 1
        except sqlite3.Error as exc:
            log.warning("skipping slip for %s: %s", angler, exc)
            with lock:
                stats["rejected"] += 1
        if pending >= BATCH:
            conn.commit()
            pending = 0
        rows.task_done()
    conn.commit()
    conn.close()


def parse_slip(row: dict) -> tuple[str, int, str, Decimal] | None:
    try:
        angler = row["angler"].strip()
        hole = int(row["hole"])
        species = row["species"].strip().lower()
        weight = Decimal(row["weight_lb"]).quantize(Decimal("0.01"))
    except (KeyError, ValueError, InvalidOperation, AttributeError):
        return None
    if not angler or weight <= 0:
        return None
    return angler, hole, species, weight


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description="Load weigh-station CSV exports into the derby database")
    ap.add_argument("csv_files", nargs="+", type=Path)
    ap.add_argument("--db", type=Path, default=Path("/var/lib/derby/results.sqlite3"))
    ap.add_argument("--derby", type=int, required=True, help="derby id, e.g. 2025")
    args = ap.parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="%(threadName)s %(levelname)s %(message)s")

    rows: queue.Queue = queue.Queue(maxsize=1000)
    stats = {"imported": 0, "rejected": 0}
    lock = threading.Lock()
    worker = threading.Thread(
        target=writer, args=(args.db, args.derby, rows, stats, lock), name="db-writer", daemon=True
    )
    worker.start()

    for path in args.csv_files:
        with path.open(newline="", encoding="utf-8-sig") as fh:
            for line_no, raw in enumerate(csv.DictReader(fh), start=2):
                slip = parse_slip(raw)
                if slip is None:
                    log.warning("%s:%d unreadable slip", path.name, line_no)
                    with lock:
                        stats["rejected"] += 1
                    continue
                rows.put(slip)

    rows.put(_STOP)
    worker.join()
    log.info("imported %(imported)d slips, rejected %(rejected)d", stats)
    return 0 if stats["imported"] else 2


if __name__ == "__main__":
    sys.exit(main())
