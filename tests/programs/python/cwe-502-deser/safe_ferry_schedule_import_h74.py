# A ferry schedule import program of the h74 set (cwe-502-deser).
import asyncio
import json
import logging
import os
from datetime import time as dtime
from pathlib import Path

import yaml

log = logging.getLogger("hoverlink.timetables")

DROP_DIR = Path(os.environ.get("TIMETABLE_DROP", "/srv/sftp/harbour-office/timetables"))
LIVE_DIR = Path(os.environ.get("TIMETABLE_LIVE", "/srv/hoverlink/timetables"))
POLL_SECONDS = 30
ROUTES = {"SOUTHSEA-RYDE", "RYDE-SOUTHSEA"}


def read_timetable(path: Path) -> dict:
    with path.open("r", encoding="utf-8") as fh:
        return yaml.safe_load(fh)


def normalise(doc: dict) -> dict:
    route = str(doc["route"]).upper()
    if route not in ROUTES:
        raise ValueError(f"unknown route {route}")
    departures = []
    for dep in doc["departures"]:
        hh, mm = str(dep["time"]).split(":")
        departures.append({
            "time": dtime(int(hh), int(mm)).strftime("%H:%M"),
            "craft": str(dep.get("craft", "any")),
            "days": [d[:3].lower() for d in dep.get("days", ["daily"])],
        })
    departures.sort(key=lambda d: d["time"])
    return {"route": route, "season": str(doc["season"]), "departures": departures}


async def watcher(queue: asyncio.Queue, seen: set[str]) -> None:
    while True:
        for path in sorted(DROP_DIR.glob("*.y*ml")):
            key = f"{path.name}:{path.stat().st_mtime_ns}"
            if key not in seen:
                seen.add(key)
                await queue.put(path)
        await asyncio.sleep(POLL_SECONDS)


async def loader(queue: asyncio.Queue) -> None:
    while True:
        path: Path = await queue.get()
        try:
            doc = await asyncio.wait_for(asyncio.to_thread(read_timetable, path), timeout=20)
            table = normalise(doc)
            target = LIVE_DIR / f"{table['route'].lower()}-{table['season']}.json"
            await asyncio.to_thread(target.write_text, json.dumps(table, indent=2))
            log.info("loaded %s: %d departures", path.name, len(table["departures"]))
        except (yaml.YAMLError, KeyError, ValueError, TypeError) as exc:
            log.error("rejected %s: %s", path.name, exc)
        except asyncio.TimeoutError:
            log.error("timed out reading %s", path.name)
        finally:
            queue.task_done()


async def main() -> None:
    logging.basicConfig(level=logging.INFO)
    LIVE_DIR.mkdir(parents=True, exist_ok=True)
    queue: asyncio.Queue = asyncio.Queue()
    seen: set[str] = set()
    async with asyncio.TaskGroup() as tg:
        tg.create_task(watcher(queue, seen))
        for _ in range(2):
            tg.create_task(loader(queue))


if __name__ == "__main__":
    asyncio.run(main())
