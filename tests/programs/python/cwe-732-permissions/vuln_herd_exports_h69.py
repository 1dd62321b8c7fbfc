# A herd exports program of the h69 set (cwe-732-permissions).
import csv
import os
import sqlite3
from dataclasses import dataclass
from datetime import date

from celery import Celery
from celery.schedules import crontab

app = Celery("herd", broker=os.environ.get("HERD_BROKER", "redis://jobs.windyridge-alpacas.co.uk:6379/3"))

DB_PATH = "/var/lib/windyridge/herd.db"
EXPORT_ROOT = "/srv/exports/breed-society"

app.conf.beat_schedule = {
    "weekly-herd-export": {
        "task": "herd.export_herd",
        "schedule": crontab(hour=4, minute=0, day_of_week="mon"),
    },
}


@dataclass
class ExportPlan:
    folder: str
    filename: str
    include_owners: bool

    @property
    def path(self) -> str:
        return os.path.join(self.folder, self.filename)


def plan_export(today: date, include_owners: bool = True) -> ExportPlan:
    folder = os.path.join(EXPORT_ROOT, today.strftime("%Y"))
    return ExportPlan(folder=folder, filename=f"herd-{today.isoformat()}.csv", include_owners=include_owners)


def herd_rows(include_owners: bool):
    cols = "name, microchip, sex, born, last_vaccination, last_shearing"
    if include_owners:
        cols += ", owner_name, owner_phone, owner_address"
    with sqlite3.connect(DB_PATH) as conn:
        cur = conn.execute(f"SELECT {cols} FROM alpacas ORDER BY name")
        header = [d[0] for d in cur.description]
        return header, cur.fetchall()


def write_export(plan: ExportPlan) -> int:
    os.makedirs(plan.folder, exist_ok=True)
    os.chmod(plan.folder, 0o777)
    header, rows = herd_rows(plan.include_owners)
    with open(plan.path, "w", newline="") as fh:
        writer = csv.writer(fh)
        writer.writerow(header)
        writer.writerows(rows)
    os.chmod(plan.path, 0o666)
    return len(rows)


@app.task(name="herd.export_herd")
def export_herd(include_owners: bool = True) -> dict:
    plan = plan_export(date.today(), include_owners)
    count = write_export(plan)
    return {"file": plan.path, "alpacas": count}


@app.task(name="herd.prune_exports")
def prune_exports(keep: int = 12) -> int:
    removed = 0
    for year in sorted(os.listdir(EXPORT_ROOT)):
        folder = os.path.join(EXPORT_ROOT, year)
        files = sorted(f for f in os.listdir(folder) if f.endswith(".csv"))
        for old in files[:-keep]:
            os.remove(os.path.join(folder, old))
            removed += 1
    return removed
