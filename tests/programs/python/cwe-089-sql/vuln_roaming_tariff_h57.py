# Roaming tariff lookup API for a mobile operator: controller, tariff service and sqlite repository.
import sqlite3
from dataclasses import dataclass

from flask import Flask, g, jsonify, request

app = Flask(__name__)
DB_PATH = "/var/lib/telco/tariffs.db"


@dataclass
class TariffQuery:
    country_code: str
    plan: str


class TariffQueryMapper:
    @staticmethod
    def from_request(args) -> TariffQuery:
        return TariffQuery(
            country_code=args.get("country", "").strip().upper(),
            plan=args.get("plan", "prepaid").strip(),
        )


class TariffRepository:
    def __init__(self, conn: sqlite3.Connection):
        self._conn = conn

    def find_rates(self, q: TariffQuery):
        sql = (
            "SELECT zone, per_mb, per_min FROM roaming_rates "
            f"WHERE country_code = '{q.country_code}' AND plan = '{q.plan}'"
        )
        return self._conn.execute(sql).fetchall()


class TariffService:
    def __init__(self, repo: TariffRepository):
        self._repo = repo

    def quote(self, q: TariffQuery):
        if len(q.country_code) != 2 or not q.country_code.isalpha():
            raise ValueError("country must be an ISO-3166 alpha-2 code")
        rows = self._repo.find_rates(q)
        return [{"zone": r[0], "per_mb": r[1], "per_min": r[2]} for r in rows]


def get_service() -> TariffService:
    if "tariff_service" not in g:
        g.tariff_service = TariffService(TariffRepository(sqlite3.connect(DB_PATH)))
    return g.tariff_service


@app.get("/api/roaming/rates")
def roaming_rates():
    query = TariffQueryMapper.from_request(request.args)
    try:
        return jsonify(get_service().quote(query))
    except ValueError as exc:
        return jsonify(error=str(exc)), 400
