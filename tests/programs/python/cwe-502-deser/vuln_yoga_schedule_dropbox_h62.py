# A yoga schedule dropbox program of the h62 set (cwe-502-deser).
"""Imports weekly class schedules that visiting teachers drop into the studio's shared folder.

A schedule file looks like:

    teacher: Maya Okafor
    week: 2025-W14
    classes:
      - {day: mon, start: "06:30", minutes: 60, style: vinyasa, capacity: 18}
      - {day: thu, start: "19:00", minutes: 75, style: yin, capacity: 14}
"""
import asyncio
import logging
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Iterable, List

import yaml
from watchfiles import Change, awatch

DROP_FOLDER = Path(os.environ.get("SCHEDULE_DROP", "/srv/yoga/schedule-drop"))
DAYS = ("mon", "tue", "wed", "thu", "fri", "sat", "sun")

log = logging.getLogger("schedule-import")


@dataclass(frozen=True)
class Session:
    teacher: str
    week: str
    day: str
    start: str
    minutes: int
    style: str
    capacity: int


def load_schedule(path: Path) -> dict:
    with path.open("r", encoding="utf-8") as fh:
        return yaml.load(fh, Loader=yaml.Loader)


def sessions_from(doc: dict) -> List[Session]:
    teacher, week = str(doc["teacher"]), str(doc["week"])
    return [
        Session(teacher, week, str(c["day"]).lower(), str(c["start"]), int(c["minutes"]),
                str(c["style"]), int(c.get("capacity", 16)))
        for c in doc.get("classes", [])
        if str(c.get("day", "")).lower() in DAYS
    ]


def clashes(sessions: Iterable[Session]) -> List[str]:
    seen, problems = set(), []
    for s in sessions:
        slot = (s.day, s.start)
        if slot in seen:
            problems.append(f"{s.teacher} has two classes on {s.day} at {s.start}")
        seen.add(slot)
    return problems


def import_file(path: Path) -> None:
    try:
        sessions = sessions_from(load_schedule(path))
    except (yaml.YAMLError, KeyError, TypeError, ValueError, AttributeError) as exc:
        log.error("rejected %s: %s", path.name, exc)
        return
    for problem in clashes(sessions):
        log.warning(problem)
    log.info("imported %d classes from %s", len(sessions), path.name)


def is_schedule(change: Change, path: str) -> bool:
    return change in (Change.added, Change.modified) and path.endswith((".yaml", ".yml"))


async def main() -> None:
    logging.basicConfig(level=logging.INFO)
    DROP_FOLDER.mkdir(parents=True, exist_ok=True)
    async for changes in awatch(DROP_FOLDER, watch_filter=is_schedule):
        await asyncio.gather(*(asyncio.to_thread(import_file, Path(p)) for _, p in changes))


if __name__ == "__main__":
    asyncio.run(main())
