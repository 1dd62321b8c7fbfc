# A keeper log program of the h63 set (cwe-089-sql).
"""Keeper log API for the coastal lighthouse network."""
import re
import sqlite3
from dataclasses import dataclass
from typing import List, Optional

from flask import Blueprint, Flask, g, jsonify, request
from flask.views import MethodView

DATABASE_PATH = "keepers.db"
STATION_PATTERN = re.compile(r"^[A-Z]{2}-\d{3}$")

logbook_bp = Blueprint("logbook", __name__)


def get_connection() -> sqlite3.Connection:
    if "db" not in g:
        g.db = sqlite3.connect(DATABASE_PATH)
        g.db.row_factory = sqlite3.Row
    return g.db


@dataclass
class LogQuery:
    station_code: str
    weather: Optional[str] = None
    limit: int = 50


class LogQueryValidator:
    def errors(self, query: LogQuery) -> List[str]:
        problems = []
        if not STATION_PATTERN.match(query.station_code):
            problems.append("station_code must look like NO-123")
        if not 1 <= query.limit <= 200:
            problems.append("limit must be between 1 and 200")
        return problems


class KeeperLogRepository:
    def __init__(self, connection: sqlite3.Connection):
        self._conn = connection

    def find_entries(self, query: LogQuery) -> List[dict]:
        sql = (
            "SELECT entry_time, keeper, lamp_status, weather, remarks "
            "FROM keeper_log WHERE station_code = ?"
        )
        params: list = [query.station_code]
        if query.weather:
            sql += f" AND weather = '{query.weather}'"
        sql += " ORDER BY entry_time DESC LIMIT ?"
        params.append(query.limit)
        rows = self._conn.execute(sql, params).fetchall()
        return [dict(row) for row in rows]


class KeeperLogService:
    def __init__(self, repository: KeeperLogRepository, validator: LogQueryValidator):
        self._repository = repository
        self._validator = validator

    def entries_for(self, query: LogQuery) -> List[dict]:
        problems = self._validator.errors(query)
        if problems:
            raise ValueError("; ".join(problems))
        return self._repository.find_entries(query)


class KeeperLogView(MethodView):
    def get(self, station_code: str):
        query = LogQuery(
            station_code=station_code,
            weather=request.args.get("weather"),
            limit=request.args.get("limit", 50, type=int),
        )
        service = KeeperLogService(KeeperLogRepository(get_connection()), LogQueryValidator())
        try:
            entries = service.entries_for(query)
        except ValueError as exc:
            return jsonify(error=str(exc)), 400
        return jsonify(station=station_code, entries=entries)


logbook_bp.add_url_rule(
    "/lighthouses/<station_code>/log",
    view_func=KeeperLogView.as_view("keeper_log"),
)


def create_app() -> Flask:
    app = Flask(__name__)
    app.register_blueprint(logbook_bp)

    @app.teardown_appcontext
    def close_connection(_exc):
        db = g.pop("db", None)
        if db is not None:
            db.close()

    return app
