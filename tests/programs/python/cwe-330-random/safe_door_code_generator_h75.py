# A sauna booking door code generator program of the h75 set (cwe-330-random).
import logging
import os
import secrets
from datetime import datetime, timedelta

import psycopg2
from psycopg2 import errors

log = logging.getLogger("sauna.doorcodes")

CODE_DIGITS = 6
MAX_ATTEMPTS = 10
CODE_VALID_FOR = timedelta(hours=3)


class DoorCodeError(Exception):
    pass


def new_code():
    return "".join(str(secrets.randbelow(10)) for _ in range(CODE_DIGITS))


def issue_code(conn, booking_id, cabin, starts_at):
    if starts_at < datetime.now() - timedelta(minutes=15):
        raise DoorCodeError(f"booking {booking_id} has already started")
    expires_at = starts_at + CODE_VALID_FOR
    for attempt in range(1, MAX_ATTEMPTS + 1):
        code = new_code()
        try:
            with conn.cursor() as cur:
                cur.execute(
                    "INSERT INTO door_codes (booking_id, cabin, code, valid_from, valid_until) "
                    "VALUES (%s, %s, %s, %s, %s)",
                    (booking_id, cabin, code, starts_at, expires_at),
                )
            conn.commit()
        except errors.UniqueViolation:
            conn.rollback()
            log.debug("code collision for cabin %s on attempt %d", cabin, attempt)
            continue
        except psycopg2.Error as exc:
            conn.rollback()
            raise DoorCodeError(f"could not store door code: {exc}") from exc
        else:
            return code
    raise DoorCodeError(f"no free door code for cabin {cabin} after {MAX_ATTEMPTS} attempts")


def pending_bookings(conn):
    with conn.cursor() as cur:
        cur.execute(
            "SELECT b.id, b.cabin, b.starts_at FROM bookings b "
            "LEFT JOIN door_codes d ON d.booking_id = b.id "
            "WHERE d.booking_id IS NULL AND b.starts_at < now() + interval '1 day'"
        )
        return cur.fetchall()


def main():
    logging.basicConfig(level=logging.INFO)
    conn = psycopg2.connect(os.environ["SAUNA_DSN"])
    issued = failed = 0
    try:
        for booking_id, cabin, starts_at in pending_bookings(conn):
            try:
                issue_code(conn, booking_id, cabin, starts_at)
            except DoorCodeError as exc:
                log.error("booking %s: %s", booking_id, exc)
                failed += 1
                continue
            issued += 1
    finally:
        conn.close()
    log.info("issued %d door codes, %d failures", issued, failed)
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
