# A sushi bar takeaway order search program of the h76 set (cwe-089-sql).
import os
from dataclasses import dataclass, replace

import psycopg2
import psycopg2.extras
from flask import Flask, jsonify, request
from psycopg2 import sql

app = Flask(__name__)


@dataclass(frozen=True)
class SearchOptions:
    sort: str = "placed_at"
    direction: str = "desc"
    status: str = "open"
    page_size: int = 25


DEFAULTS = SearchOptions()


def merge_options(args) -> SearchOptions:
    overrides = {}
    for name in ("sort", "direction", "status"):
        if args.get(name):
            overrides[name] = args[name]
    if args.get("page_size", type=int):
        overrides["page_size"] = max(1, min(args.get("page_size", type=int), 100))
    return replace(DEFAULTS, **overrides)


SORTABLE = {
    "placed_at": "placed_at",
    "total": "total_cents",
    "customer": "customer",
    "rolls": "rolls",
}


class OrderQueryBuilder:
    def __init__(self, table: str = "takeaway_orders"):
        self.table = table

    def order_clause(self, opts: SearchOptions):
        column = SORTABLE.get(opts.sort, "placed_at")
        direction = sql.SQL("ASC") if opts.direction.lower() == "asc" else sql.SQL("DESC")
        return sql.SQL("ORDER BY {} {}").format(sql.Identifier(column), direction)

    def build(self, opts: SearchOptions):
        query = sql.SQL(
            "SELECT id, customer, rolls, total_cents, status, placed_at "
            "FROM {table} WHERE status = %s {order} LIMIT %s"
        ).format(table=sql.Identifier(self.table), order=self.order_clause(opts))
        return query, (opts.status, opts.page_size)


class OrderSearch:
    def __init__(self, dsn: str, builder: OrderQueryBuilder):
        self.dsn = dsn
        self.builder = builder

    def run(self, opts: SearchOptions):
        query, params = self.builder.build(opts)
        with psycopg2.connect(self.dsn) as conn:
            with conn.cursor(cursor_factory=psycopg2.extras.RealDictCursor) as cur:
                cur.execute(query, params)
                return cur.fetchall()


search = OrderSearch(os.environ["ORDERS_DSN"], OrderQueryBuilder())


@app.get("/orders")
def list_orders():
    opts = merge_options(request.args)
    rows = search.run(opts)
    for row in rows:
        row["placed_at"] = row["placed_at"].isoformat()
    return jsonify(orders=rows, sort=opts.sort, direction=opts.direction)


if __name__ == "__main__":
    app.run(port=8064)
