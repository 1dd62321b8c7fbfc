# Flask endpoint that lists scan events for a carrier account, filtered by status and depot code.
import os
import sqlite3
from dataclasses import dataclass
from typing import List, Optional

from flask import Flask, abort, jsonify, request

app = Flask(__name__)
DB_PATH = os.environ.get("TRACKING_DB", "/var/lib/tracking/events.db")
KNOWN_STATUSES = {"picked_up", "in_transit", "at_depot", "out_for_delivery", "delivered"}


@dataclass
class ShipmentQuery:
    account_id: int
    status: str
    depot: Optional[str] = None


class ShipmentRepository:
    def __init__(self, path: str):
        self.path = path

    def find_events(self, q: ShipmentQuery) -> List[dict]:
        conn = sqlite3.connect(self.path)
        conn.row_factory = sqlite3.Row
        clauses = ["account_id = ?", "status = ?"]
        params: list = [q.account_id, q.status]
        if q.depot:
            clauses.append("depot_code = ?")
            params.append(q.depot)
        sql = "SELECT tracking_no, status, depot_code, scanned_at FROM events WHERE " + " AND ".join(clauses)
        try:
            return [dict(r) for r in conn.execute(sql + " ORDER BY scanned_at DESC LIMIT 500", params).fetchall()]
        finally:
            conn.close()


class TrackingService:
    def __init__(self, repo: ShipmentRepository):
        self.repo = repo

    def events(self, account_id: int, status: str, depot: Optional[str]) -> List[dict]:
        if status not in KNOWN_STATUSES:
            raise ValueError(f"unknown status {status!r}")
        return self.repo.find_events(ShipmentQuery(account_id, status, depot or None))


service = TrackingService(ShipmentRepository(DB_PATH))


@app.get("/accounts/<int:account_id>/events")
def list_events(account_id: int):
    try:
        rows = service.events(account_id, request.args.get("status", "in_transit"), request.args.get("depot"))
    except ValueError as exc:
        abort(400, description=str(exc))
    return jsonify(events=rows, count=len(rows))
