# A carousel restoration workshop spare part lookup program of the h76 set (cwe-089-sql).
import os
import sqlite3

from flask import Flask, g, jsonify, request

app = Flask(__name__)
DB_PATH = os.environ.get("PARTS_DB", "/srv/carousel/parts.sqlite3")


class PartQuery:
    def __init__(self, table: str = "parts"):
        self.table = table
        self.clauses = []
        self.params = []
        self.limit = 50

    def where_equals(self, column: str, value):
        self.clauses.append(f"{column} = ?")
        self.params.append(value)
        return self

    def where_like(self, column: str, fragment: str):
        self.clauses.append(f"{column} LIKE '%{fragment}%'")
        return self

    def take(self, limit: int):
        self.limit = max(1, min(limit, 200))
        return self

    def build(self):
        sql = f"SELECT id, name, maker, era, bin FROM {self.table}"
        if self.clauses:
            sql += " WHERE " + " AND ".join(self.clauses)
        sql += " ORDER BY name LIMIT ?"
        return sql, [*self.params, self.limit]


FILTERS = {
    "era": lambda q, v: q.where_equals("era", v),
    "bin": lambda q, v: q.where_equals("bin", v),
    "maker": lambda q, v: q.where_like("maker", v),
    "name": lambda q, v: q.where_like("name", v),
}


class PartRepository:
    def __init__(self, connection: sqlite3.Connection):
        self.connection = connection
        self.connection.row_factory = sqlite3.Row

    def search(self, criteria: dict, limit: int):
        query = PartQuery()
        for key, value in criteria.items():
            apply = FILTERS.get(key)
            if apply and value:
                apply(query, value)
        sql, params = query.take(limit).build()
        return [dict(row) for row in self.connection.execute(sql, params)]


def repository() -> PartRepository:
    if "repo" not in g:
        g.repo = PartRepository(sqlite3.connect(DB_PATH))
    return g.repo


@app.teardown_appcontext
def close_db(exc):
    repo = g.pop("repo", None)
    if repo is not None:
        repo.connection.close()


@app.get("/parts")
def search_parts():
    criteria = {k: request.args.get(k, "") for k in FILTERS}
    limit = request.args.get("limit", 50, type=int)
    return jsonify(parts=repository().search(criteria, limit))


if __name__ == "__main__":
    app.run(port=8063)
