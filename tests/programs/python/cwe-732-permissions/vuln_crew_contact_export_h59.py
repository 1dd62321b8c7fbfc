# Unseen set h59: crew contact export
"""Click tool run by production coordinators to export the crew contact list for a shoot week."""
import csv
import os
import sqlite3
from dataclasses import dataclass
from datetime import date
from pathlib import Path
from typing import Iterable, List

import click


@dataclass
class CrewMember:
    name: str
    department: str
    role: str
    phone: str
    email: str
    emergency_contact: str


class CrewRepository:
    def __init__(self, conn: sqlite3.Connection) -> None:
        self._conn = conn

    def booked_between(self, start: date, end: date) -> List[CrewMember]:
        rows = self._conn.execute(
            "SELECT DISTINCT c.name, c.department, c.role, c.phone, c.email, c.emergency_contact "
            "FROM crew c JOIN bookings b ON b.crew_id = c.id "
            "WHERE b.shoot_date BETWEEN ? AND ? ORDER BY c.department, c.name",
            (start.isoformat(), end.isoformat()),
        ).fetchall()
        return [CrewMember(*row) for row in rows]


class ContactSheetWriter:
    def write(self, target: Path, crew: Iterable[CrewMember]) -> int:
        count = 0
        with target.open("w", newline="", encoding="utf-8") as fh:
            writer = csv.writer(fh)
            writer.writerow(["Name", "Department", "Role", "Phone", "Email", "Emergency contact"])
            for member in crew:
                writer.writerow([member.name, member.department, member.role,
                                 member.phone, member.email, member.emergency_contact])
                count += 1
        os.chmod(target, 0o777)
        return count


class ContactExportService:
    def __init__(self, repository: CrewRepository, writer: ContactSheetWriter, share: Path) -> None:
        self._repository = repository
        self._writer = writer
        self._share = share

    def export_week(self, week_start: date) -> Path:
        week_end = date.fromordinal(week_start.toordinal() + 6)
        target = self._share / f"crew-contacts-{week_start.isoformat()}.csv"
        rows = self._writer.write(target, self._repository.booked_between(week_start, week_end))
        click.echo(f"{rows} crew members exported")
        return target


@click.command()
@click.option("--week", "week_start", type=click.DateTime(formats=["%Y-%m-%d"]), required=True)
@click.option("--db", type=click.Path(exists=True, dir_okay=False), default="production.sqlite3")
@click.option("--share", type=click.Path(file_okay=False, path_type=Path), default=Path("/srv/production/office"))
def main(week_start, db: str, share: Path) -> None:
    service = ContactExportService(CrewRepository(sqlite3.connect(db)), ContactSheetWriter(), share)
    path = service.export_week(week_start.date())
    click.echo(f"contact sheet written to {path}")


if __name__ == "__main__":
    main()
