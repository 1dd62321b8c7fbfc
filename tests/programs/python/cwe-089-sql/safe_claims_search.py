# Flask API for claims adjusters to search insurance claims by status and claimant surname.
import sqlite3

from flask import Flask, g, jsonify, request

app = Flask(__name__)
DB_PATH = "/var/lib/claims/claims.db"
VALID_STATUSES = {"open", "pending", "closed", "denied"}


def get_db() -> sqlite3.Connection:
    if "db" not in g:
        g.db = sqlite3.connect(DB_PATH)
        g.db.row_factory = sqlite3.Row
    return g.db


@app.teardown_appcontext
def close_db(exc):
    db = g.pop("db", None)
    if db is not None:
        db.close()


class ClaimQuery:
    def __init__(self):
        self.clauses = []
        self.params = []

    def status(self, value: str) -> "ClaimQuery":
        if value in VALID_STATUSES:
            self.clauses.append("status = ?")
            self.params.append(value)
        return self

    def surname(self, value: str) -> "ClaimQuery":
        self.clauses.append("claimant_surname LIKE ? || '%'")
        self.params.append(value)
        return self

    def sql(self) -> str:
        where = " AND ".join(self.clauses) or "1=1"
        return (
            "SELECT id, claimant_surname, status, amount_cents FROM claims "
            f"WHERE {where} ORDER BY opened_at DESC LIMIT 100"
        )


@app.get("/claims")
def search_claims():
    query = ClaimQuery()
    status = request.args.get("status")
    if status:
        query.status(status)
    surname = request.args.get("surname", "").strip()
    if surname:
        query.surname(surname)
    rows = get_db().execute(query.sql(), query.params).fetchall()
    return jsonify([dict(row) for row in rows])
