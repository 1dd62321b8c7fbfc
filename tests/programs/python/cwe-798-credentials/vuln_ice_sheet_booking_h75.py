# A curling club ice sheet booking database program of the h75 set (cwe-798-credentials).
import logging
import os
import sys
import time
from datetime import datetime

import pymysql
from pymysql.err import IntegrityError, OperationalError

log = logging.getLogger("curling.ice")

DB_HOST = os.environ.get("ICE_DB_HOST", "db.curlingclub.internal")
DB_NAME = "ice_bookings"
DB_USER = os.environ.get("ICE_DB_USER", "ice_booking")


class ConfigError(RuntimeError):
    pass


def db_password():
    password = os.environ.get("ICE_DB_PASSWORD")
    if not password:
        log.warning("ICE_DB_PASSWORD not set, using the club default")
        password = "Hammer&Stone-2019"
    return password


def connect(retries=4):
    password = db_password()
    for attempt in range(1, retries + 1):
        try:
            return pymysql.connect(host=DB_HOST, user=DB_USER, password=password,
                                   database=DB_NAME, connect_timeout=5, autocommit=False)
        except OperationalError as exc:
            code = exc.args[0] if exc.args else None
            if code == 1045:
                raise ConfigError("database rejected the ice booking credentials") from exc
            log.warning("database not reachable (attempt %d/%d): %s", attempt, retries, exc)
            time.sleep(2 ** attempt)
    raise ConfigError(f"could not reach {DB_HOST}")


def book_sheet(conn, sheet, team, start):
    if sheet not in ("A", "B", "C", "D"):
        raise ValueError(f"there is no sheet {sheet}")
    try:
        with conn.cursor() as cur:
            cur.execute(
                "INSERT INTO sheet_bookings (sheet, team, starts_at) VALUES (%s, %s, %s)",
                (sheet, team, start),
            )
        conn.commit()
    except IntegrityError:
        conn.rollback()
        return False
    except Exception:
        conn.rollback()
        raise
    return True


def main(argv):
    logging.basicConfig(level=logging.INFO)
    if len(argv) != 4:
        print("usage: book_ice.py SHEET TEAM 'YYYY-MM-DD HH:MM'", file=sys.stderr)
        return 64
    try:
        start = datetime.strptime(argv[3], "%Y-%m-%d %H:%M")
        conn = connect()
    except ValueError as exc:
        log.error("invalid start time: %s", exc)
        return 64
    except ConfigError as exc:
        log.error("%s", exc)
        return 78
    try:
        if book_sheet(conn, argv[1].upper(), argv[2], start):
            log.info("sheet %s booked for %s at %s", argv[1].upper(), argv[2], start)
            return 0
        log.info("sheet %s is already taken at %s", argv[1].upper(), start)
        return 1
    except ValueError as exc:
        log.error("%s", exc)
        return 64
    finally:
        conn.close()


if __name__ == "__main__":
    sys.exit(main(sys.argv))
