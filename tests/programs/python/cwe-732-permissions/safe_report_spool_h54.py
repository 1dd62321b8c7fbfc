# Nightly job that writes per-adjuster insurance claim reports into a shared spool directory.
import csv
import io
import os
from itertools import groupby
from operator import itemgetter

SPOOL_DIR = "/var/spool/claims"
SETTINGS = {"dir_mode": 0o750, "report_mode": 0o640}


def rows_for(claims):
    return [[c["claim_no"], c["status"], f'{c["reserve"]:.2f}'] for c in claims]


def render_csv(rows):
    buf = io.StringIO()
    writer = csv.writer(buf)
    writer.writerow(["claim_no", "status", "reserve"])
    writer.writerows(rows)
    return buf.getvalue()


def write_report(adjuster_id, body, mode=SETTINGS["report_mode"]):
    os.makedirs(SPOOL_DIR, mode=SETTINGS["dir_mode"], exist_ok=True)
    path = os.path.join(SPOOL_DIR, f"adjuster_{int(adjuster_id)}.csv")
    with open(path, "w", encoding="utf-8", newline="") as fh:
        fh.write(body)
    os.chmod(path, mode)
    return path


def run_nightly(claims, on_written=print):
    by_adjuster = groupby(sorted(claims, key=itemgetter("adjuster")), key=itemgetter("adjuster"))
    return [on_written(write_report(adj, render_csv(rows_for(group)))) for adj, group in by_adjuster]


if __name__ == "__main__":
    sample = [
        {"claim_no": "CL-1001", "status": "open", "reserve": 2500.0, "adjuster": 7},
        {"claim_no": "CL-1002", "status": "review", "reserve": 910.5, "adjuster": 7},
        {"claim_no": "CL-1003", "status": "open", "reserve": 15000.0, "adjuster": 12},
    ]
    run_nightly(sample)
