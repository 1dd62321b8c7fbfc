# A canal hire availability program of the h65 set (cwe-089-sql).
import json
import os
from datetime import date

import psycopg2
import psycopg2.extras

_conn = None


def _connection():
    global _conn
    if _conn is None or _conn.closed:
        _conn = psycopg2.connect(
            host=os.environ["DB_HOST"],
            dbname=os.environ["DB_NAME"],
            user=os.environ["DB_USER"],
            password=os.environ["DB_PASSWORD"],
            connect_timeout=5,
        )
    return _conn


class HireRepository:
    """Narrowboat availability for the canal hire booking site."""

    def __init__(self, conn_factory):
        self._conn_factory = conn_factory

    def boats_free_at(self, mooring, start_date, nights):
        conn = self._conn_factory()
        with conn.cursor(cursor_factory=psycopg2.extras.RealDictCursor) as cur:
            cur.execute(
                "SELECT b.id, b.name, b.berths, b.nightly_rate "
                "FROM narrowboats b "
                "WHERE b.home_mooring = %s "
                "AND NOT EXISTS (SELECT 1 FROM hires h WHERE h.boat_id = b.id "
                "AND h.start_date < %s::date + %s AND h.end_date > %s::date) "
                "ORDER BY b.berths, b.name",
                (mooring, start_date, nights, start_date),
            )
            return cur.fetchall()


repo = HireRepository(_connection)


def _response(status, payload):
    return {
        "statusCode": status,
        "headers": {"Content-Type": "application/json"},
        "body": json.dumps(payload, default=str),
    }


def lambda_handler(event, context):
    # GET /moorings/{mooring}/availability?from=2024-06-01&nights=4
    path_params = event.get("pathParameters") or {}
    query = event.get("queryStringParameters") or {}

    mooring = path_params.get("mooring", "").strip()
    if not mooring:
        return _response(400, {"error": "mooring is required"})

    try:
        start = date.fromisoformat(query.get("from", ""))
        nights = int(query.get("nights", "3"))
    except ValueError:
        return _response(400, {"error": "from must be YYYY-MM-DD and nights a whole number"})

    if not 1 <= nights <= 21:
        return _response(400, {"error": "hires run from 1 to 21 nights"})

    boats = repo.boats_free_at(mooring, start, nights)
    return _response(
        200,
        {"mooring": mooring, "from": start.isoformat(), "nights": nights, "boats": boats},
    )
