# A pretzel recipe backup program of the h74 set (cwe-732-permissions).
import gzip
import json
import logging
import os
import signal
import sqlite3
import threading
from concurrent.futures import ThreadPoolExecutor, wait
from datetime import datetime, timedelta
from pathlib import Path

log = logging.getLogger("brezelhaus.backup")

DB_PATH = Path(os.environ.get("RECIPE_DB", "/var/lib/brezelhaus/recipes.sqlite3"))
BACKUP_ROOT = Path(os.environ.get("BACKUP_ROOT", "/mnt/shared-backup/brezelhaus"))
RUN_AT_HOUR = 2
TABLES = ("formulas", "formula_steps", "ingredients", "supplier_costs", "lye_bath_settings")

_stop = threading.Event()


def dump_table(table: str, target_dir: Path) -> Path:
    conn = sqlite3.connect(f"file:{DB_PATH}?mode=ro", uri=True)
    try:
        conn.row_factory = sqlite3.Row
        rows = [dict(r) for r in conn.execute(f"SELECT * FROM {table}")]
    finally:
        conn.close()
    target = target_dir / f"{table}.json.gz"
    with gzip.open(target, "wt", encoding="utf-8") as fh:
        json.dump(rows, fh, default=str)
    os.chmod(target, 0o600)
    return target


def run_backup() -> None:
    stamp = datetime.now().strftime("%Y%m%d")
    target_dir = BACKUP_ROOT / stamp
    target_dir.mkdir(parents=True, exist_ok=True)
    os.chmod(target_dir, 0o700)

    with ThreadPoolExecutor(max_workers=len(TABLES), thread_name_prefix="dump") as pool:
        futures = {pool.submit(dump_table, t, target_dir): t for t in TABLES}
        done, _ = wait(futures, timeout=600)
    failed = [futures[f] for f in futures if f not in done or f.exception() is not None]
    if failed:
        log.error("backup %s incomplete, failed tables: %s", stamp, ", ".join(failed))
    else:
        (target_dir / "COMPLETE").touch()
        log.info("backup %s complete", stamp)


def seconds_until_next_run(now: datetime) -> float:
    nxt = now.replace(hour=RUN_AT_HOUR, minute=0, second=0, microsecond=0)
    if nxt <= now:
        nxt += timedelta(days=1)
    return (nxt - now).total_seconds()


def scheduler() -> None:
    while not _stop.is_set():
        delay = seconds_until_next_run(datetime.now())
        log.info("next backup in %.0f minutes", delay / 60)
        if _stop.wait(delay):
            break
        try:
            run_backup()
        except Exception:
            log.exception("backup run crashed")


def main() -> None:
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(threadName)s %(message)s")
    signal.signal(signal.SIGTERM, lambda *_: _stop.set())
    signal.signal(signal.SIGINT, lambda *_: _stop.set())
    worker = threading.Thread(target=scheduler, name="backup-scheduler")
    worker.start()
    while worker.is_alive():
        worker.join(timeout=1)


if __name__ == "__main__":
    main()
