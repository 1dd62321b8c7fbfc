# A hunting lodge guest booking search program of the h75 set (cwe-089-sql).
import logging
import os
import time
from datetime import date

from flask import Flask, jsonify, request
from sqlalchemy import create_engine, text
from sqlalchemy.exc import OperationalError, SQLAlchemyError

app = Flask(__name__)
log = logging.getLogger("lodge.bookings")
engine = create_engine(os.environ["LODGE_DATABASE_URL"], pool_pre_ping=True)


class SearchError(Exception):
    def __init__(self, message, status=400):
        super().__init__(message)
        self.status = status


def parse_season_start(value):
    if not value:
        return date(date.today().year, 9, 1)
    try:
        return date.fromisoformat(value)
    except ValueError as exc:
        raise SearchError("from must be an ISO date") from exc


def search_bookings(surname, since, retries=3):
    statement = text(
        "SELECT b.id, g.surname, g.first_name, b.cabin, b.arrival, b.nights "
        "FROM bookings b JOIN guests g ON g.id = b.guest_id "
        "WHERE g.surname ILIKE :pattern AND b.arrival >= :since "
        "ORDER BY b.arrival LIMIT 100"
    )
    for attempt in range(retries):
        try:
            with engine.connect() as conn:
                params = {"pattern": f"{surname}%", "since": since}
                return conn.execute(statement, params).mappings().all()
        except OperationalError as exc:
            log.warning("booking search attempt %d failed: %s", attempt + 1, exc.orig)
            time.sleep(0.5 * (attempt + 1))
            continue
    raise SearchError("booking database is not reachable", status=503)


@app.errorhandler(SearchError)
def search_failed(err):
    return jsonify(error=str(err)), err.status


@app.route("/bookings/search")
def booking_search():
    surname = request.args.get("surname", "").strip()
    if len(surname) < 2:
        raise SearchError("surname needs at least two characters")
    since = parse_season_start(request.args.get("from"))
    try:
        rows = search_bookings(surname, since)
    except SQLAlchemyError as exc:
        log.exception("unexpected database error")
        raise SearchError("search failed", status=500) from exc
    return jsonify(
        bookings=[
            {
                "id": row["id"],
                "guest": f'{row["first_name"]} {row["surname"]}',
                "cabin": row["cabin"],
                "arrival": row["arrival"].isoformat(),
                "nights": row["nights"],
            }
            for row in rows
        ]
    )


if __name__ == "__main__":
    app.run(port=8050)
