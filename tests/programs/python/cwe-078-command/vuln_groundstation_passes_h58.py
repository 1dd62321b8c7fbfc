# groundstation passes (h58 set)
"""Pass scheduler for a satellite ground station.

Operators ask for the next visible passes of a satellite; predictions are
produced by an external orbit propagator and run on a small worker pool
so the API never starts more than a few propagator processes at once.
"""
import asyncio
import json
import os
from dataclasses import dataclass

from aiohttp import web

PREDICT_BIN = os.environ.get("PREDICT_BIN", "/usr/local/bin/orbit-predict")
TLE_FILE = os.environ.get("TLE_FILE", "/var/lib/groundstation/active.tle")
WORKERS = int(os.environ.get("PASS_WORKERS", "4"))


@dataclass
class PassJob:
    satellite: str
    hours: int
    done: asyncio.Future


def hours_from(query) -> int:
    raw = query.get("hours", "24")
    hours = int(raw) if raw.isdigit() else 24
    return max(1, min(hours, 72))


async def run_prediction(job: PassJob) -> list[dict]:
    command = f"{PREDICT_BIN} --tle {TLE_FILE} --hours {job.hours} --json '{job.satellite}'"
    proc = await asyncio.create_subprocess_shell(
        command,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE,
    )
    out, err = await proc.communicate()
    if proc.returncode != 0:
        raise RuntimeError(err.decode(errors="replace").strip() or "propagator failed")
    return json.loads(out)


async def worker(queue: asyncio.Queue) -> None:
    while True:
        job = await queue.get()
        try:
            job.done.set_result(await run_prediction(job))
        except Exception as exc:  # handed back to the waiting request
            job.done.set_exception(exc)
        finally:
            queue.task_done()


async def passes(request: web.Request) -> web.Response:
    satellite = request.match_info["satellite"]
    loop = asyncio.get_running_loop()
    job = PassJob(satellite=satellite, hours=hours_from(request.query), done=loop.create_future())
    await request.app["queue"].put(job)
    try:
        result = await asyncio.wait_for(job.done, timeout=30)
    except (RuntimeError, ValueError) as exc:
        raise web.HTTPBadGateway(text=str(exc))
    return web.json_response({"satellite": satellite, "passes": result})


async def start_workers(app: web.Application) -> None:
    app["queue"] = asyncio.Queue(maxsize=100)
    app["workers"] = [asyncio.create_task(worker(app["queue"])) for _ in range(WORKERS)]


async def stop_workers(app: web.Application) -> None:
    for task in app["workers"]:
        task.cancel()
    await asyncio.gather(*app["workers"], return_exceptions=True)


def build_app() -> web.Application:
    app = web.Application()
    app.on_startup.append(start_workers)
    app.on_cleanup.append(stop_workers)
    app.router.add_get("/passes/{satellite}", passes)
    return app


if __name__ == "__main__":
    web.run_app(build_app(), host=os.environ.get("PASS_HOST", "127.0.0.1"), port=8081)
