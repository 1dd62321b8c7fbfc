# Pyramid view reading warehouse stock levels from PostgreSQL.
import os

import psycopg2
from pyramid.config import Configurator
from pyramid.httpexceptions import HTTPBadRequest
from pyramid.view import view_config

DB_SETTINGS = {
    "host": os.environ.get("WAREHOUSE_DB_HOST", "db.internal.acme.com"),
    "dbname": "warehouse",
    "user": "warehouse_app",
    "password": os.environ["WAREHOUSE_DB_PASSWORD"],
}


class StockRepository:
    def __init__(self, settings):
        self.settings = settings

    def levels(self, warehouse_id):
        with psycopg2.connect(**self.settings) as conn, conn.cursor() as cur:
            cur.execute("SELECT sku, quantity FROM stock WHERE warehouse_id = %s", (warehouse_id,))
            return cur.fetchall()


@view_config(route_name="stock", renderer="json")
def stock_levels(request):
    try:
        warehouse_id = int(request.matchdict["warehouse_id"])
    except ValueError:
        raise HTTPBadRequest()
    rows = StockRepository(DB_SETTINGS).levels(warehouse_id)
    return [{"sku": sku, "quantity": qty} for sku, qty in rows]


def main(global_config, **settings):
    with Configurator(settings=settings) as config:
        config.add_route("stock", "/warehouses/{warehouse_id}/stock")
        config.scan()
    return config.make_wsgi_app()
