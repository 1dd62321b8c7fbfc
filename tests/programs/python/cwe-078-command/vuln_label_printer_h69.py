# A label printer program of the h69 set (cwe-078-command).
import logging
import os
import subprocess

import redis
from celery import Celery

BROKER_URL = os.environ.get("PRESSING_BROKER", "redis://queue.groovecraft-pressing.net:6379/0")
STORE_URL = os.environ.get("PRESSING_STORE", "redis://queue.groovecraft-pressing.net:6379/1")
SPOOL_DIR = "/var/spool/centre-labels"

celery_app = Celery("labels", broker=BROKER_URL)
store = redis.Redis.from_url(STORE_URL, decode_responses=True)
log = logging.getLogger("labels")

PRINTERS = {"A": "zebra-side-a", "B": "zebra-side-b"}


def save_run(run_id: str, payload: dict) -> None:
    """Called by the order intake API once the customer signs off the artwork."""
    store.hset(
        f"run:{run_id}",
        mapping={
            "catalogue": payload["catalogue"],
            "artist": payload["artist"],
            "title": payload["title"],
            "rpm": str(int(payload.get("rpm", 33))),
            "copies": str(int(payload.get("copies", 300))),
        },
    )
    print_labels.delay(run_id)


def load_run(run_id: str) -> dict:
    run = store.hgetall(f"run:{run_id}")
    if not run:
        raise LookupError(f"run {run_id} not found")
    return run


def render_label(run_id: str, run: dict, side: str) -> str:
    out = os.path.join(SPOOL_DIR, f"{run_id}-{side}.pdf")
    cmd = (
        f'labelgen --catalogue "{run["catalogue"]}" --artist "{run["artist"]}" '
        f'--title "{run["title"]}" --rpm {run["rpm"]} --side {side} --out {out}'
    )
    subprocess.run(cmd, shell=True, check=True, timeout=120)
    return out


def send_to_printer(pdf_path: str, side: str, copies: int) -> None:
    subprocess.run(
        ["lp", "-d", PRINTERS[side], "-n", str(copies), pdf_path],
        check=True,
        timeout=60,
    )


@celery_app.task(bind=True, max_retries=3, default_retry_delay=30)
def print_labels(self, run_id: str) -> dict:
    try:
        run = load_run(run_id)
    except LookupError:
        log.warning("run %s vanished before printing", run_id)
        return {"run": run_id, "printed": 0}

    copies = int(run["copies"])
    printed = 0
    for side in ("A", "B"):
        try:
            pdf = render_label(run_id, run, side)
            send_to_printer(pdf, side, copies)
            printed += copies
        except subprocess.CalledProcessError as exc:
            log.error("label job %s side %s failed: %s", run_id, side, exc)
            raise self.retry(exc=exc)

    store.hset(f"run:{run_id}", "labels_printed", str(printed))
    return {"run": run_id, "printed": printed}
