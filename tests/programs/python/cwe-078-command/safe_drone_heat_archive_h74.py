# A drone heat archive program of the h74 set (cwe-078-command).
import asyncio
import logging
import os
import re
from dataclasses import dataclass

from aiohttp import web

log = logging.getLogger("fpvleague.archive")

TELEMETRY_ROOT = os.environ.get("TELEMETRY_ROOT", "/data/fpvleague/telemetry")
ARCHIVE_ROOT = os.environ.get("ARCHIVE_ROOT", "/data/fpvleague/archive")
HEAT_LABEL = re.compile(r"[A-Za-z0-9][A-Za-z0-9_-]{0,39}")


@dataclass(frozen=True)
class ArchiveJob:
    season: int
    heat_label: str
    requested_by: str


async def archive_worker(queue: asyncio.Queue) -> None:
    while True:
        job: ArchiveJob = await queue.get()
        try:
            cmd = (
                f"tar -czf {ARCHIVE_ROOT}/{job.season}/{job.heat_label}.tar.gz "
                f"-C {TELEMETRY_ROOT}/{job.season} {job.heat_label}"
            )
            proc = await asyncio.create_subprocess_shell(
                cmd,
                stdout=asyncio.subprocess.PIPE,
                stderr=asyncio.subprocess.PIPE,
            )
            _, err = await asyncio.wait_for(proc.communicate(), timeout=300)
            if proc.returncode != 0:
                log.error("archive of %s failed: %s", job.heat_label, err.decode(errors="replace"))
            else:
                log.info("archived heat %s for %s", job.heat_label, job.requested_by)
        except asyncio.TimeoutError:
            log.error("archive of %s timed out", job.heat_label)
        finally:
            queue.task_done()


async def request_archive(request: web.Request) -> web.Response:
    payload = await request.json()
    heat_label = str(payload.get("heat", ""))
    try:
        season = int(payload.get("season"))
    except (TypeError, ValueError):
        raise web.HTTPBadRequest(text="season must be a year")

    if not HEAT_LABEL.fullmatch(heat_label):
        raise web.HTTPBadRequest(text="invalid heat label")

    job = ArchiveJob(season=season, heat_label=heat_label,
                     requested_by=request.headers.get("X-Race-Director", "unknown"))
    queue: asyncio.Queue = request.app["archive_queue"]
    try:
        queue.put_nowait(job)
    except asyncio.QueueFull:
        raise web.HTTPServiceUnavailable(text="archive queue is full, try again shortly")
    return web.json_response({"queued": heat_label, "pending": queue.qsize()}, status=202)


async def start_workers(app: web.Application) -> None:
    app["archive_queue"] = asyncio.Queue(maxsize=50)
    app["workers"] = [asyncio.create_task(archive_worker(app["archive_queue"])) for _ in range(2)]


async def stop_workers(app: web.Application) -> None:
    for task in app["workers"]:
        task.cancel()
    await asyncio.gather(*app["workers"], return_exceptions=True)


def build_app() -> web.Application:
    app = web.Application()
    app.router.add_post("/heats/archive", request_archive)
    app.on_startup.append(start_workers)
    app.on_cleanup.append(stop_workers)
    return app


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO)
    web.run_app(build_app(), port=8093)
