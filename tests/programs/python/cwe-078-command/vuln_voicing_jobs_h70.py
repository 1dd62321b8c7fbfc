# A voicing jobs program of the h70 set (cwe-078-command).
from __future__ import annotations

import json
import logging
import re
import subprocess
from typing import Callable, NamedTuple

import redis

log = logging.getLogger("voicing-worker")

QUEUE = "voicing:jobs"
BENCH = "/usr/local/bin/pipebench"
RANKS = {"principal8", "gedackt8", "octave4", "mixture", "trumpet8", "bourdon16"}
NOTE_RE = re.compile(r"[A-G]#?[0-8]")


class VoicingJob(NamedTuple):
    action: str
    rank: str
    note: str
    extra: str


def checked_rank(job: VoicingJob) -> str:
    if job.rank not in RANKS:
        raise ValueError(f"unknown rank {job.rank!r}")
    return job.rank


def checked_note(job: VoicingJob) -> str:
    if not NOTE_RE.fullmatch(job.note):
        raise ValueError(f"bad note {job.note!r}")
    return job.note


Builder = Callable[[VoicingJob], list[str]]

BUILDERS: dict[str, Builder] = {
    "tune": lambda j: [BENCH, "tune", "--rank", checked_rank(j), "--note", checked_note(j)],
    "regulate": lambda j: [BENCH, "regulate", "--rank", checked_rank(j)],
    "measure": lambda j: [BENCH, "measure", "--rank", checked_rank(j), "--note", checked_note(j)],
}


def fallback(job: VoicingJob) -> list[str]:
    return ["/bin/sh", "-c", f"{BENCH} {job.action} {job.extra}"]


def to_job(payload: bytes) -> VoicingJob:
    data = json.loads(payload)
    return VoicingJob(**{k: str(data.get(k, "")) for k in VoicingJob._fields})


def handle(payload: bytes) -> None:
    job = to_job(payload)
    builder = BUILDERS.get(job.action, fallback)
    try:
        argv = builder(job)
    except ValueError as exc:
        log.warning("rejected job: %s", exc)
        return
    result = subprocess.run(argv, capture_output=True, text=True, timeout=300)
    log.info("%s %s -> %s", job.action, job.rank, result.returncode)
    if result.returncode:
        log.error(result.stderr.strip())


def main() -> None:
    logging.basicConfig(level=logging.INFO)
    client = redis.Redis(host="queue.harrison-organworks.co.uk", port=6379, db=2)
    while True:
        item = client.blpop([QUEUE], timeout=30)
        if item is None:
            continue
        _, payload = item
        try:
            handle(payload)
        except (json.JSONDecodeError, TypeError) as exc:
            log.warning("malformed message: %s", exc)


if __name__ == "__main__":
    main()
