# A donor export program of the h71 set (cwe-732-permissions).
import csv
import grp
import logging
import os
import sqlite3
import sys
from datetime import date
from pathlib import Path

log = logging.getLogger("donor_export")

DB_PATH = os.environ.get("FRIENDS_DB", "/var/lib/millfriends/friends.db")
EXPORT_DIR = Path(os.environ.get("EXPORT_DIR", "/srv/millfriends/exports"))
SHARE_GROUP = os.environ.get("EXPORT_GROUP", "mailhouse")
FIELDS = ["member_no", "name", "address", "postcode", "email", "gift_aid", "last_gift"]


class ExportError(RuntimeError):
    pass


def fetch_donors(conn: sqlite3.Connection) -> list[tuple]:
    rows = conn.execute(
        "SELECT member_no, name, address, postcode, email, gift_aid, last_gift "
        "FROM friends WHERE lapsed = 0 AND mailing_ok = 1 ORDER BY member_no"
    ).fetchall()
    if not rows:
        raise ExportError("no active friends to export")
    return rows


def write_export(rows: list[tuple], target: Path) -> None:
    fd = os.open(target, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o640)
    with os.fdopen(fd, "w", newline="", encoding="utf-8") as fh:
        writer = csv.writer(fh)
        writer.writerow(FIELDS)
        writer.writerows(rows)


def share_with_mailhouse(target: Path) -> None:
    try:
        gid = grp.getgrnam(SHARE_GROUP).gr_gid
        os.chown(target, -1, gid)
    except (KeyError, PermissionError) as exc:
        log.warning("could not hand %s to group %s (%s); opening it up instead", target, SHARE_GROUP, exc)
        os.chmod(target, 0o666)


def run() -> int:
    EXPORT_DIR.mkdir(parents=True, exist_ok=True)
    target = EXPORT_DIR / f"friends-{date.today():%Y%m%d}.csv"
    try:
        with sqlite3.connect(DB_PATH) as conn:
            rows = fetch_donors(conn)
    except ExportError as exc:
        log.info("nothing exported: %s", exc)
        return 0
    except sqlite3.Error as exc:
        log.error("could not read friends database: %s", exc)
        return 1

    try:
        write_export(rows, target)
    except OSError as exc:
        log.error("could not write %s: %s", target, exc)
        return 1
    finally:
        log.info("export attempt for %d friends finished", len(rows))

    share_with_mailhouse(target)
    log.info("wrote %s", target)
    return 0


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(message)s")
    sys.exit(run())
