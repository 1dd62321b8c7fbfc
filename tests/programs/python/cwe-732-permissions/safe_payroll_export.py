# Nightly job that writes HR payroll export files into the finance team's pickup directory.
import argparse
import csv
import os
import re
import tempfile

from .payroll import fetch_payslips

EXPORT_DIR = "/srv/hr/exports/payroll"
FIELDS = ["employee_id", "name", "iban", "gross", "tax", "net"]
PERIOD_RE = re.compile(r"\d{4}-(0[1-9]|1[0-2])")


def write_export(rows: list[dict], period: str) -> str:
    os.makedirs(EXPORT_DIR, mode=0o755, exist_ok=True)
    fd, tmp_path = tempfile.mkstemp(dir=EXPORT_DIR, prefix=".payroll-", suffix=".csv")
    try:
        with os.fdopen(fd, "w", newline="") as fh:
            writer = csv.DictWriter(fh, fieldnames=FIELDS, extrasaction="ignore")
            writer.writeheader()
            writer.writerows(rows)
        final_path = os.path.join(EXPORT_DIR, f"payroll-{period}.csv")
        os.replace(tmp_path, final_path)
    except BaseException:
        os.unlink(tmp_path)
        raise
    os.chmod(final_path, 0o640)
    return final_path


def main() -> None:
    parser = argparse.ArgumentParser(description="export payroll for a period")
    parser.add_argument("period", help="YYYY-MM")
    args = parser.parse_args()
    if not PERIOD_RE.fullmatch(args.period):
        parser.error("period must look like 2024-03")
    rows = fetch_payslips(args.period)
    path = write_export(rows, args.period)
    print(f"wrote {len(rows)} payslips to {path}")


if __name__ == "__main__":
    main()
