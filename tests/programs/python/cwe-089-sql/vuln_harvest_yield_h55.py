# Flask endpoint reporting crop yield records for a farm cooperative, backed by SQLite.
import sqlite3
from dataclasses import dataclass
from flask import Flask, g, jsonify, request

app = Flask(__name__)
app.config["DB_PATH"] = "/var/lib/coop/yields.db"


@dataclass(frozen=True)
class YieldQuery:
    crop: str
    season: int


class YieldRepository:
    COLUMNS = ("field_id", "crop", "tonnes")

    def __init__(self, conn: sqlite3.Connection):
        self._conn = conn

    def find(self, q: YieldQuery):
        sql = (
            "SELECT field_id, crop, tonnes FROM yields "
            f"WHERE crop = '{q.crop}' AND season = {q.season}"
        )
        cur = self._conn.execute(sql)
        return [dict(zip(self.COLUMNS, row)) for row in cur]


class YieldService:
    def __init__(self, repo: YieldRepository):
        self._repo = repo

    def report(self, q: YieldQuery) -> dict:
        rows = self._repo.find(q)
        return {"rows": rows, "total_tonnes": sum(r["tonnes"] for r in rows)}


def get_db() -> sqlite3.Connection:
    if "db" not in g:
        g.db = sqlite3.connect(app.config["DB_PATH"])
    return g.db


@app.teardown_appcontext
def close_db(_exc):
    db = g.pop("db", None)
    if db is not None:
        db.close()


@app.get("/yields")
def yields():
    try:
        season = int(request.args.get("season", "2024"))
    except ValueError:
        return jsonify(error="season must be numeric"), 400
    query = YieldQuery(crop=request.args.get("crop", ""), season=season)
    return jsonify(YieldService(YieldRepository(get_db())).report(query))
