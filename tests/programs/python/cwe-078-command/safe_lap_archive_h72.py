# A lap archive program of the h72 set (cwe-078-command).
from __future__ import annotations

import re
import subprocess
from abc import ABC, abstractmethod
from datetime import datetime
from pathlib import Path

import click

LOG_ROOT = Path("/srv/apexkarting/laps")
ARCHIVE_ROOT = Path("/srv/apexkarting/archive")


class Archiver(ABC):
    """Packs one race day's lap CSVs into a single archive file."""

    extension: str

    def __init__(self, level: int) -> None:
        self.level = level

    @abstractmethod
    def command(self, source: Path, target: Path) -> list[str]: ...

    def target_for(self, label: str) -> Path:
        return ARCHIVE_ROOT / f"{label}{self.extension}"

    def run(self, source: Path, label: str) -> Path:
        target = self.target_for(label)
        subprocess.run(self.command(source, target), check=True)
        return target


class TarGzArchiver(Archiver):
    extension = ".tar.gz"

    def command(self, source: Path, target: Path) -> list[str]:
        return ["tar", "-czf", str(target), "-C", str(source.parent), source.name]


class ZstdArchiver(Archiver):
    extension = ".tar.zst"

    def command(self, source: Path, target: Path) -> list[str]:
        return [
            "tar",
            f"--use-compress-program=zstd -{self.level}",
            "-cf",
            str(target),
            "-C",
            str(source.parent),
            source.name,
        ]


class SevenZipArchiver(Archiver):
    extension = ".7z"

    def command(self, source: Path, target: Path) -> list[str]:
        return ["7z", "a", f"-mx={min(self.level, 9)}", str(target), str(source)]

    def run(self, source: Path, label: str) -> Path:
        # the office only wants the lap CSVs, not the raw transponder dumps
        target = self.target_for(label)
        csv_files = sorted(str(p) for p in source.glob("*.csv"))
        subprocess.run(
            ["7z", "a", f"-mx={min(self.level, 9)}", str(target), *csv_files],
            check=True,
        )
        return target


ARCHIVERS: dict[str, type[Archiver]] = {
    "tgz": TarGzArchiver,
    "zst": ZstdArchiver,
    "7z": SevenZipArchiver,
}


def archive_label(day: datetime, event: str) -> str:
    slug = re.sub(r"[\s/\\]+", "-", event.strip())
    return f"{day:%Y%m%d}-{slug}"


@click.command()
@click.argument("race_day", type=click.DateTime(formats=["%Y-%m-%d"]))
@click.option("--event", required=True, help="Event name used in the archive file name.")
@click.option("--format", "fmt", type=click.Choice(sorted(ARCHIVERS)), default="tgz")
@click.option("--level", type=click.IntRange(1, 19), default=6, show_default=True)
def archive(race_day: datetime, event: str, fmt: str, level: int) -> None:
    """Archive the lap logs recorded on RACE_DAY."""
    source = LOG_ROOT / f"{race_day:%Y-%m-%d}"
    if not source.is_dir():
        raise click.ClickException(f"no lap logs for {source.name}")
    ARCHIVE_ROOT.mkdir(parents=True, exist_ok=True)
    archiver = ARCHIVERS[fmt](level)
    try:
        target = archiver.run(source, archive_label(race_day, event))
    except subprocess.CalledProcessError as exc:
        raise click.ClickException(f"archiver exited with {exc.returncode}") from exc
    click.echo(f"wrote {target}")


if __name__ == "__main__":
    archive()
