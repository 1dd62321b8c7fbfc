# Repository and Flask route for searching a charity's donor records in PostgreSQL with optional filters.
import os
from contextlib import contextmanager
import psycopg2
import psycopg2.extras
from flask import Flask, jsonify, request

app = Flask(__name__)
DSN = os.environ.get("DONOR_DB_DSN", "dbname=donors host=db user=donor_ro")


class DonorFilter:
    def __init__(self, args):
        self.name = args.get("name", "").strip()
        self.region = args.get("region", "").strip()
        self.min_total = args.get("min_total", type=float)


class DonorQueryBuilder:
    BASE = "SELECT id, full_name, region, lifetime_total FROM donors"

    def __init__(self):
        self._clauses, self._params = [], []

    def where(self, clause: str, *params):
        self._clauses.append(clause)
        self._params.extend(params)
        return self

    def build(self):
        sql = self.BASE
        if self._clauses:
            sql += " WHERE " + " AND ".join(self._clauses)
        return sql + " ORDER BY lifetime_total DESC LIMIT 100", tuple(self._params)


class DonorRepository:
    @contextmanager
    def cursor(self):
        conn = psycopg2.connect(DSN)
        try:
            with conn.cursor(cursor_factory=psycopg2.extras.RealDictCursor) as cur:
                yield cur
        finally:
            conn.close()

    def search(self, f: DonorFilter) -> list:
        builder = DonorQueryBuilder()
        if f.name:
            builder.where("full_name ILIKE %s", f"%{f.name}%")
        if f.region:
            builder.where("region = %s", f.region)
        if f.min_total is not None:
            builder.where("lifetime_total >= %s", f.min_total)
        sql, params = builder.build()
        with self.cursor() as cur:
            cur.execute(sql, params)
            return cur.fetchall()


repo = DonorRepository()


@app.get("/donors/search")
def donor_search():
    return jsonify(donors=repo.search(DonorFilter(request.args)))
