# A sauna daily guest list export program of the h75 set (cwe-732-permissions).
import csv
import io
import logging
import os
import sys
import tempfile
from datetime import date

import psycopg2

log = logging.getLogger("sauna.export")

EXPORT_DIR = os.environ.get("SAUNA_EXPORT_DIR", "/srv/sauna/frontdesk")
DIR_MODE = 0o750
FILE_MODE = 0o640


class ExportError(Exception):
    pass


def fetch_guests(day):
    try:
        with psycopg2.connect(os.environ["SAUNA_DSN"], connect_timeout=5) as conn:
            with conn.cursor() as cur:
                cur.execute(
                    "SELECT b.starts_at, b.cabin, g.full_name, g.phone, b.towels "
                    "FROM bookings b JOIN guests g ON g.id = b.guest_id "
                    "WHERE b.starts_at::date = %s AND NOT b.cancelled ORDER BY b.starts_at",
                    (day,),
                )
                return cur.fetchall()
    except psycopg2.Error as exc:
        raise ExportError(f"booking database unavailable: {exc}") from exc


def render_csv(rows):
    buffer = io.StringIO()
    writer = csv.writer(buffer)
    writer.writerow(["time", "cabin", "guest", "phone", "towels"])
    for starts_at, cabin, name, phone, towels in rows:
        writer.writerow([starts_at.strftime("%H:%M"), cabin, name, phone, towels])
    return buffer.getvalue()


def write_export(day, content):
    try:
        os.makedirs(EXPORT_DIR, mode=DIR_MODE, exist_ok=True)
        os.chmod(EXPORT_DIR, DIR_MODE)
    except OSError as exc:
        raise ExportError(f"cannot prepare {EXPORT_DIR}: {exc}") from exc
    target = os.path.join(EXPORT_DIR, f"guests-{day.isoformat()}.csv")
    fd, tmp_path = tempfile.mkstemp(dir=EXPORT_DIR, prefix=".guests-", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", newline="") as handle:
            handle.write(content)
        os.chmod(tmp_path, FILE_MODE)
        os.replace(tmp_path, target)
    except OSError as exc:
        raise ExportError(f"writing {target} failed: {exc}") from exc
    finally:
        if os.path.exists(tmp_path):
            os.unlink(tmp_path)
    return target


def main(argv):
    logging.basicConfig(level=logging.INFO)
    try:
        day = date.fromisoformat(argv[1]) if len(argv) > 1 else date.today()
    except ValueError:
        log.error("expected a date like 2024-02-17, got %r", argv[1])
        return 64
    try:
        rows = fetch_guests(day)
        if not rows:
            log.info("no bookings on %s, nothing exported", day)
            return 0
        path = write_export(day, render_csv(rows))
    except ExportError as exc:
        log.error("%s", exc)
        return 1
    log.info("exported %d bookings to %s", len(rows), path)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
