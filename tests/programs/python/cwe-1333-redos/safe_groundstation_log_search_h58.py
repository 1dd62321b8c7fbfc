# groundstation log search (h58 set)
"""Searches decoded telemetry logs at a satellite ground station.

Flight controllers look for a text in the decoded housekeeping log of a
pass, e.g. every line mentioning ``BATT_TEMP`` during pass 2024-118-03.
"""
import asyncio
import os
import re
from itertools import islice
from pathlib import Path

from aiohttp import web

LOG_ROOT = Path(os.environ.get("TELEMETRY_LOG_ROOT", "/var/lib/groundstation/decoded"))
PASS_ID = re.compile(r"\d{4}-\d{3}-\d{2}")
MAX_HITS = 500


def log_lines(pass_id: str):
    with open(LOG_ROOT / f"{pass_id}.log", encoding="utf-8", errors="replace") as fh:
        for number, line in enumerate(fh, start=1):
            yield number, line.rstrip("\n")


def matcher(term: str):
    return re.compile(re.escape(term), re.IGNORECASE).search


def search(pass_id: str, term: str) -> list[dict]:
    hit = matcher(term)
    matches = ((n, line) for n, line in log_lines(pass_id) if hit(line))
    return [{"line": n, "text": text} for n, text in islice(matches, MAX_HITS)]


def query_params(request: web.Request) -> tuple[str, str]:
    pass_id = request.match_info["pass_id"]
    term = request.query.get("q", "")
    if not PASS_ID.fullmatch(pass_id):
        raise web.HTTPNotFound(text="unknown pass")
    if not term or len(term) > 200:
        raise web.HTTPBadRequest(text="q must be 1-200 characters")
    if not (LOG_ROOT / f"{pass_id}.log").is_file():
        raise web.HTTPNotFound(text="no decoded log for this pass")
    return pass_id, term


async def search_log(request: web.Request) -> web.Response:
    pass_id, term = query_params(request)
    try:
        hits = await asyncio.to_thread(search, pass_id, term)
    except re.error as exc:
        raise web.HTTPBadRequest(text=f"bad search text: {exc.msg}")
    return web.json_response({"pass": pass_id, "hits": hits, "truncated": len(hits) == MAX_HITS})


def build_app() -> web.Application:
    app = web.Application()
    app.router.add_get("/passes/{pass_id}/log", search_log)
    return app


if __name__ == "__main__":
    web.run_app(build_app(), host=os.environ.get("LOGSEARCH_HOST", "127.0.0.1"), port=8086)
