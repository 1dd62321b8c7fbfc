# Nightly job that writes the customer churn report (names, emails, plan) to the shared reports volume.
import csv
import datetime
import os

from .warehouse import fetch_churned_customers

REPORT_ROOT = os.environ.get("REPORT_ROOT", "/srv/reports/churn")
PERMS = {"dir": 0o755, "report": 0o666}
FIELDS = ["customer_id", "name", "email", "plan", "cancelled_on", "reason"]


def report_path(day: datetime.date) -> str:
    month_dir = os.path.join(REPORT_ROOT, day.strftime("%Y-%m"))
    os.makedirs(month_dir, mode=PERMS["dir"], exist_ok=True)
    return os.path.join(month_dir, f"churn-{day.isoformat()}.csv")


def write_report(rows: list, path: str) -> int:
    tmp_path = path + ".tmp"
    fd = os.open(tmp_path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, PERMS["report"])
    os.fchmod(fd, PERMS["report"])
    with os.fdopen(fd, "w", newline="", encoding="utf-8") as handle:
        writer = csv.DictWriter(handle, fieldnames=FIELDS, extrasaction="ignore")
        writer.writeheader()
        for row in rows:
            writer.writerow(row)
    os.replace(tmp_path, path)
    return len(rows)


def run(day=None) -> str:
    day = day or datetime.date.today() - datetime.timedelta(days=1)
    rows = fetch_churned_customers(since=day, until=day + datetime.timedelta(days=1))
    path = report_path(day)
    count = write_report(rows, path)
    print(f"wrote {count} rows to {path}")
    return path


if __name__ == "__main__":
    run()
