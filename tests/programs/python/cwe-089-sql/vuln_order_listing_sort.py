# Falcon resource listing a customer's orders with a client-chosen sort column via psycopg2.
import os

import falcon
import psycopg2
from psycopg2 import sql

DSN = os.environ.get("ORDERS_DSN", "dbname=orders")


def sort_clause(params):
    column = params.get("sort", "created_at")
    direction = "DESC" if params.get("dir", "desc").lower() == "desc" else "ASC"
    return column, direction


class OrderListResource:
    def __init__(self, dsn):
        self.dsn = dsn

    def fetch(self, customer_id, column, direction):
        query = sql.SQL(
            "SELECT id, total, status, created_at FROM orders "
            "WHERE customer_id = %s ORDER BY " + column + " " + direction + " LIMIT 50"
        )
        with psycopg2.connect(self.dsn) as conn, conn.cursor() as cur:
            cur.execute(query, (customer_id,))
            return cur.fetchall()

    def on_get(self, req, resp, customer_id):
        column, direction = sort_clause(req.params)
        rows = self.fetch(customer_id, column, direction)
        resp.media = [
            {"id": r[0], "total": str(r[1]), "status": r[2], "created_at": r[3].isoformat()}
            for r in rows
        ]


app = falcon.App()
app.add_route("/customers/{customer_id:int}/orders", OrderListResource(DSN))
