# A borehole plots program of the h70 set (cwe-078-command).
from __future__ import annotations

import csv
import shlex
import subprocess
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import Callable, Iterable, Iterator

import click

PLOTTER = "/opt/welllog/bin/lithoplot"
OUTPUT_DIR = Path("/srv/aquifer-drilling/plots")


@dataclass(frozen=True)
class JobRow:
    well_id: str
    depth_m: float
    log_file: str
    title: str


def read_rows(sheet: Path) -> Iterator[JobRow]:
    with sheet.open(newline="") as fh:
        for rec in csv.DictReader(fh):
            yield JobRow(
                well_id=rec["well_id"].strip(),
                depth_m=float(rec.get("depth_m") or 0),
                log_file=rec["log_file"].strip(),
                title=rec.get("title", "").strip(),
            )


def plot_args(row: JobRow, dpi: int) -> list[str]:
    return [
        PLOTTER,
        "--dpi", str(dpi),
        "--max-depth", f"{row.depth_m:.1f}",
        "--input", row.log_file,
        "--out", str(OUTPUT_DIR / f"{row.well_id}.png"),
    ]


def run_plot(row: JobRow, dpi: int, dry_run: bool) -> int:
    quoted = " ".join(map(shlex.quote, plot_args(row, dpi)))
    command = f"{quoted} --title \"{row.title}\""
    if dry_run:
        click.echo(command)
        return 0
    return subprocess.run(command, shell=True, timeout=120).returncode


def process(rows: Iterable[JobRow], runner: Callable[[JobRow], int]) -> dict[str, int]:
    return {row.well_id: runner(row) for row in rows if row.log_file}


@click.command()
@click.argument("sheet", type=click.Path(exists=True, path_type=Path))
@click.option("--dpi", default=150, show_default=True)
@click.option("--dry-run", is_flag=True)
def main(sheet: Path, dpi: int, dry_run: bool) -> None:
    """Plot every borehole listed in SHEET."""
    OUTPUT_DIR.mkdir(parents=True, exist_ok=True)
    runner = partial(run_plot, dpi=dpi, dry_run=dry_run)
    results = process(read_rows(sheet), runner)
    failed = [well for well, code in results.items() if code != 0]
    click.echo(f"plotted {len(results) - len(failed)} of {len(results)} wells")
    if failed:
        click.echo("failed: " + ", ".join(failed), err=True)
        raise SystemExit(1)


if __name__ == "__main__":
    main()
