# A tri chip ingest program of the h74 set (cwe-502-deser).
import logging
import os
import pickle
import queue
import signal
import sqlite3
import threading
from concurrent.futures import ThreadPoolExecutor

from kafka import KafkaConsumer

log = logging.getLogger("tri.timing")

BOOTSTRAP = os.environ.get("KAFKA_BOOTSTRAP", "kafka1.ironlaketri.net:9092,kafka2.ironlaketri.net:9092")
TOPIC = "mat-reads"
DB_PATH = os.environ.get("SPLITS_DB", "/var/lib/ironlake/splits.sqlite3")
MATS = {"swim_exit", "t1_out", "bike_turn", "t2_in", "t2_out", "run_10k", "finish"}

_stop = threading.Event()
_writes: "queue.Queue[tuple]" = queue.Queue(maxsize=5000)


def decode_batch(raw: bytes) -> list[dict]:
    return pickle.loads(raw)


def to_split_rows(raw: bytes) -> int:
    batch = decode_batch(raw)
    queued = 0
    for read in batch:
        if read.get("mat") not in MATS:
            continue
        _writes.put((int(read["bib"]), read["mat"], float(read["ts"]), read.get("box", "?")))
        queued += 1
    return queued


def db_writer() -> None:
    conn = sqlite3.connect(DB_PATH)
    conn.execute("PRAGMA journal_mode=WAL")
    while not (_stop.is_set() and _writes.empty()):
        try:
            bib, mat, ts, box = _writes.get(timeout=0.5)
        except queue.Empty:
            continue
        conn.execute(
            "INSERT INTO splits (bib, mat, crossed_at, box) VALUES (?, ?, ?, ?) "
            "ON CONFLICT (bib, mat) DO UPDATE SET crossed_at = MIN(crossed_at, excluded.crossed_at)",
            (bib, mat, ts, box),
        )
        conn.commit()
    conn.close()


def main() -> None:
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(threadName)s %(message)s")
    signal.signal(signal.SIGTERM, lambda *_: _stop.set())
    writer = threading.Thread(target=db_writer, name="db-writer")
    writer.start()

    consumer = KafkaConsumer(
        TOPIC,
        bootstrap_servers=BOOTSTRAP.split(","),
        group_id="split-ingest",
        enable_auto_commit=True,
        consumer_timeout_ms=1000,
    )
    with ThreadPoolExecutor(max_workers=4, thread_name_prefix="decode") as pool:
        while not _stop.is_set():
            for record in consumer:
                fut = pool.submit(to_split_rows, record.value)
                fut.add_done_callback(
                    lambda f, off=record.offset: log.error("batch at offset %d dropped: %s", off, f.exception())
                    if f.exception() else None
                )
                if _stop.is_set():
                    break
    consumer.close()
    writer.join()


if __name__ == "__main__":
    main()
