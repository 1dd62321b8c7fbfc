# A kennel dog search program of the h64 set (cwe-089-sql).
"""Dog roster search for the kennel dashboard.

The dashboard posts a small filter document, e.g.

    {"filters": [{"field": "breed", "op": "eq", "value": "Alaskan Husky"},
                 {"field": "age", "op": "lt", "value": 6}],
     "sort": {"by": "team", "dir": "asc"},
     "limit": 50}
"""
import sqlite3
from collections import defaultdict

from flask import Flask, abort, g, jsonify, request

app = Flask(__name__)
DB_PATH = "kennel.db"

FIELD_COLUMNS = {
    "breed": "breed",
    "team": "team_name",
    "harness": "harness_size",
    "age": "age_years",
    "musher": "musher_name",
}
OPERATORS = {"eq": "=", "lt": "<", "gt": ">", "like": "LIKE"}
SORT_DIRECTIONS = {"asc": "ASC", "desc": "DESC"}


def get_db():
    if "db" not in g:
        g.db = sqlite3.connect(DB_PATH)
        g.db.row_factory = sqlite3.Row
    return g.db


@app.teardown_appcontext
def close_db(_exc):
    db = g.pop("db", None)
    if db is not None:
        db.close()


def build_conditions(filters):
    """Turn the filter list into WHERE fragments."""
    clauses, values = [], []
    for item in filters:
        column = FIELD_COLUMNS.get(item.get("field"))
        op = OPERATORS.get(item.get("op", "eq"))
        if column is None or op is None:
            abort(400, description=f"unknown filter {item.get('field')!r}")
        value = item.get("value")
        clauses.append(f"{column} {op} ?")
        values.append(value)
    return clauses, values


def parse_limit(raw):
    try:
        return max(1, min(int(raw), 200))
    except (TypeError, ValueError):
        abort(400, description="limit must be an integer")


@app.post("/kennels/<int:kennel_id>/dogs/search")
def search_dogs(kennel_id):
    body = request.get_json(silent=True) or {}
    clauses, values = build_conditions(body.get("filters", []))
    params = [kennel_id, *values]

    sort = body.get("sort") or {}
    sort_col = FIELD_COLUMNS.get(sort.get("by"), "musher_name")
    direction = SORT_DIRECTIONS.get(str(sort.get("dir", "asc")).lower(), "ASC")
    limit = parse_limit(body.get("limit", 50))
    params.append(limit)

    where = " AND ".join(["kennel_id = ?"] + clauses)
    sql = (
        "SELECT id, name, breed, team_name, harness_size, age_years, musher_name "
        f"FROM dogs WHERE {where} ORDER BY {sort_col} {direction} LIMIT ?"
    )
    rows = get_db().execute(sql, params).fetchall()

    # group dogs by team so the dashboard can draw one card per sled
    teams = defaultdict(list)
    for row in rows:
        teams[row["team_name"] or "unassigned"].append(
            {
                "id": row["id"],
                "name": row["name"],
                "breed": row["breed"],
                "harness": row["harness_size"],
                "age": row["age_years"],
            }
        )
    summary = [
        {"team": name, "dogs": dogs, "count": len(dogs)}
        for name, dogs in sorted(teams.items())
    ]
    return jsonify({"kennel": kennel_id, "teams": summary, "total": len(rows)})
