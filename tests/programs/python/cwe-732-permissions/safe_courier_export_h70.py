# A courier export program of the h70 set (cwe-732-permissions).
from __future__ import annotations

import csv
import io
import json
import os
import sqlite3
from datetime import date
from pathlib import Path
from typing import Callable, Iterable

import click

DB = "/var/lib/kyoto-bonsai/shop.db"
EXPORT_ROOT = Path("/srv/kyoto-bonsai/courier-drop")

FILE_MODE = 0o640
DIR_MODE = 0o750

COLUMNS = ("order_no", "customer", "street", "town", "postcode", "phone", "species", "pot_size_cm")


def dispatch_rows(conn: sqlite3.Connection, day: date) -> list[dict[str, object]]:
    cur = conn.execute(
        "SELECT " + ", ".join(COLUMNS) + " FROM dispatches WHERE ship_date = ? ORDER BY postcode",
        (day.isoformat(),),
    )
    return [dict(zip(COLUMNS, row)) for row in cur]


def as_csv(rows: Iterable[dict[str, object]]) -> bytes:
    buf = io.StringIO()
    writer = csv.DictWriter(buf, fieldnames=COLUMNS)
    writer.writeheader()
    writer.writerows(rows)
    return buf.getvalue().encode("utf-8")


def as_json(rows: Iterable[dict[str, object]]) -> bytes:
    return json.dumps(list(rows), indent=2, ensure_ascii=False).encode("utf-8")


FORMATS: dict[str, Callable[[Iterable[dict[str, object]]], bytes]] = {"csv": as_csv, "json": as_json}


def write_file(path: Path, payload: bytes, mode: int) -> None:
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, mode)
    with os.fdopen(fd, "wb") as fh:
        fh.write(payload)
    os.chmod(path, mode)


@click.command()
@click.option("--day", type=click.DateTime(["%Y-%m-%d"]), default=str(date.today()))
@click.option("--fmt", "formats", multiple=True, type=click.Choice(sorted(FORMATS)), default=["csv"])
def main(day, formats: tuple[str, ...]) -> None:
    """Write DAY's dispatches into the courier drop folder."""
    ship_day = day.date()
    with sqlite3.connect(DB) as conn:
        rows = dispatch_rows(conn, ship_day)
    if not rows:
        click.echo(f"no dispatches on {ship_day}")
        return
    target = EXPORT_ROOT / ship_day.isoformat()
    target.mkdir(parents=True, exist_ok=True)
    os.chmod(target, DIR_MODE)
    outputs = {f"dispatches.{fmt}": FORMATS[fmt](rows) for fmt in formats}
    for name, payload in outputs.items():
        write_file(target / name, payload, FILE_MODE)
    click.echo(f"wrote {len(rows)} dispatches as {', '.join(outputs)} to {target}")


if __name__ == "__main__":
    main()
