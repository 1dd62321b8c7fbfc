# A germination reports program of the h68 set (cwe-022-path).
# seed banks: let partner nurseries download germination test reports per accession
from __future__ import annotations

import asyncio
import re
from pathlib import Path, PurePosixPath
from typing import NamedTuple, TypedDict

from aiohttp import web

REPORT_DIR = Path("/var/lib/seedvault/reports")
ACCESSION_RE = re.compile(r"SV-\d{4}-\d{5}")
ALLOWED_SUFFIXES = (".pdf", ".csv")


class ReportQuery(TypedDict):
    accession: str
    report: str


class ReportFile(NamedTuple):
    display_name: str
    location: Path


def _parse(request: web.Request) -> ReportQuery:
    return ReportQuery(
        accession=request.match_info["accession"],
        report=request.query.get("report", "latest.pdf"),
    )


def _resolve_report(query: ReportQuery) -> ReportFile:
    match query:
        case {"accession": acc} if not ACCESSION_RE.fullmatch(acc):
            raise web.HTTPBadRequest(text="malformed accession number")
        case {"accession": acc, "report": report} if (
            display := PurePosixPath(report).name
        ).endswith(ALLOWED_SUFFIXES):
            return ReportFile(display, REPORT_DIR / acc / report)
        case _:
            raise web.HTTPUnsupportedMediaType(text="reports are PDF or CSV only")


async def _read(path: Path) -> bytes:
    return await asyncio.to_thread(path.read_bytes)


async def download_report(request: web.Request) -> web.Response:
    display, location = _resolve_report(_parse(request))
    try:
        body = await _read(location)
    except (FileNotFoundError, IsADirectoryError):
        raise web.HTTPNotFound(text=f"no report {display} on file")
    content_type = "application/pdf" if display.endswith(".pdf") else "text/csv"
    return web.Response(
        body=body,
        content_type=content_type,
        headers={"Content-Disposition": f'attachment; filename="{display}"'},
    )


async def list_reports(request: web.Request) -> web.Response:
    acc = request.match_info["accession"]
    if not ACCESSION_RE.fullmatch(acc):
        raise web.HTTPBadRequest(text="malformed accession number")
    folder = REPORT_DIR / acc
    names = await asyncio.to_thread(
        lambda: sorted(p.name for p in folder.glob("*") if p.suffix in ALLOWED_SUFFIXES)
    )
    return web.json_response({"accession": acc, "reports": names})


def build_app() -> web.Application:
    app = web.Application()
    app.add_routes(
        [
            web.get("/accessions/{accession}/reports", list_reports),
            web.get("/accessions/{accession}/report", download_report),
        ]
    )
    return app


if __name__ == "__main__":
    web.run_app(build_app(), port=8081)
