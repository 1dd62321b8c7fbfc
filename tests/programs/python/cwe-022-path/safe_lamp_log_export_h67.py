# A lamp log export program of the h67 set (cwe-022-path).
# lighthouse keepers: write lamp-hour and fog-signal log extracts for a station to the shared export area
from __future__ import annotations

import csv
from datetime import date
from pathlib import Path
from typing import Annotated

import msgspec
from litestar import Litestar, get, post
from litestar.di import Provide
from litestar.exceptions import ClientException, NotFoundException
from litestar.response import File

EXPORT_ROOT = Path("/var/lib/keeperlog/exports")
LOG_ROOT = Path("/var/lib/keeperlog/stations")

StationCode = Annotated[str, msgspec.Meta(pattern=r"^[A-Z]{2}-\d{3}$")]
ExportName = Annotated[str, msgspec.Meta(pattern=r"^[A-Za-z0-9_-]{1,64}$", max_length=80)]


class LogEntry(msgspec.Struct):
    station: str
    logged_on: date
    lamp_hours: float
    fog_signal_minutes: int
    remarks: str = ""


class ExportRequest(msgspec.Struct, forbid_unknown_fields=True):
    station: StationCode
    export_name: ExportName
    since: date
    until: date


class ExportResult(msgspec.Struct):
    export_name: str
    rows: int


class LogRepository:
    def __init__(self, root: Path) -> None:
        self.root = root

    def entries(self, station: str, since: date, until: date) -> list[LogEntry]:
        source = self.root / f"{station}.jsonl"
        if not source.exists():
            raise NotFoundException(f"no log for station {station}")
        decoder = msgspec.json.Decoder(LogEntry)
        with source.open("rb") as fh:
            rows = [decoder.decode(line) for line in fh if line.strip()]
        return [r for r in rows if since <= r.logged_on <= until]


class ExportWriter:
    def __init__(self, root: Path) -> None:
        self.root = root

    def target(self, export_name: str) -> Path:
        return self.root / f"{export_name}.csv"

    def write(self, export_name: str, entries: list[LogEntry]) -> Path:
        path = self.target(export_name)
        path.parent.mkdir(parents=True, exist_ok=True)
        with path.open("w", newline="") as fh:
            writer = csv.writer(fh)
            writer.writerow(["station", "date", "lamp_hours", "fog_minutes", "remarks"])
            for e in entries:
                writer.writerow([e.station, e.logged_on.isoformat(), e.lamp_hours, e.fog_signal_minutes, e.remarks])
        return path


def provide_repo() -> LogRepository:
    return LogRepository(LOG_ROOT)


def provide_writer() -> ExportWriter:
    return ExportWriter(EXPORT_ROOT)


@post("/exports")
async def create_export(data: ExportRequest, repo: LogRepository, writer: ExportWriter) -> ExportResult:
    if data.until < data.since:
        raise ClientException("until must not be before since")
    entries = repo.entries(data.station, data.since, data.until)
    writer.write(data.export_name, entries)
    return ExportResult(export_name=data.export_name, rows=len(entries))


@get("/exports/{export_name:str}")
async def download_export(export_name: ExportName, writer: ExportWriter) -> File:
    path = writer.target(export_name)
    if not path.is_file():
        raise NotFoundException("export not found")
    return File(path=path, filename=path.name, media_type="text/csv")


app = Litestar(
    route_handlers=[create_export, download_export],
    dependencies={"repo": Provide(provide_repo, sync_to_thread=False), "writer": Provide(provide_writer, sync_to_thread=False)},
)
