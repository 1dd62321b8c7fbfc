# A incident archive program of the h72 set (cwe-732-permissions).
from __future__ import annotations

import json
import os
from abc import ABC, abstractmethod
from dataclasses import asdict, dataclass, field
from datetime import date, datetime
from pathlib import Path

import click

ARCHIVE_ROOT = Path("/srv/tidewatch/incidents")


@dataclass
class Incident:
    beach: str
    tower: str
    kind: str
    casualty_name: str
    casualty_age: int | None
    treatment: str
    guard: str
    occurred_at: str = field(default_factory=lambda: datetime.now().isoformat(timespec="minutes"))


class ReportWriter(ABC):
    """Writes one incident report file; subclasses decide where it goes."""

    dir_mode = 0o700
    file_mode = 0o600

    @abstractmethod
    def folder_for(self, incident: Incident) -> Path: ...

    def prepare(self, folder: Path) -> None:
        folder.mkdir(parents=True, exist_ok=True, mode=self.dir_mode)

    def write(self, incident: Incident) -> Path:
        folder = self.folder_for(incident)
        self.prepare(folder)
        target = folder / f"{incident.tower}-{datetime.now():%H%M%S}.json"
        fd = os.open(target, os.O_WRONLY | os.O_CREAT | os.O_EXCL, self.file_mode)
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            json.dump(asdict(incident), fh, indent=2)
        return target


class LocalWriter(ReportWriter):
    def folder_for(self, incident: Incident) -> Path:
        return ARCHIVE_ROOT / "local" / incident.beach / date.today().isoformat()


class CountySyncWriter(ReportWriter):
    """Reports the county's sync agent picks up for its medical review board."""

    dir_mode = 0o750
    file_mode = 0o640

    def folder_for(self, incident: Incident) -> Path:
        return ARCHIVE_ROOT / "county-outbox" / date.today().isoformat()

    def prepare(self, folder: Path) -> None:
        super().prepare(folder)
        # mkdir's mode is masked by the umask, so set it explicitly
        os.chmod(folder, self.dir_mode)


WRITERS: dict[str, ReportWriter] = {"local": LocalWriter(), "county": CountySyncWriter()}
SERIOUS = {"rescue", "spinal", "cpr", "submersion"}


@click.command()
@click.option("--beach", required=True)
@click.option("--tower", required=True)
@click.option("--kind", required=True, type=click.Choice(["first-aid", "rescue", "spinal", "cpr", "submersion", "lost-child"]))
@click.option("--casualty", "casualty_name", required=True)
@click.option("--age", "casualty_age", type=int, default=None)
@click.option("--treatment", required=True)
@click.option("--guard", required=True, envvar="TIDEWATCH_GUARD")
def file_report(
    beach: str,
    tower: str,
    kind: str,
    casualty_name: str,
    casualty_age: int | None,
    treatment: str,
    guard: str,
) -> None:
    """File an incident report; serious incidents are also queued for the county."""
    incident = Incident(beach, tower, kind, casualty_name, casualty_age, treatment, guard)
    destinations = ["local", "county"] if kind in SERIOUS else ["local"]
    for name in destinations:
        path = WRITERS[name].write(incident)
        click.echo(f"{name:>6}: {path}")


if __name__ == "__main__":
    file_report()
