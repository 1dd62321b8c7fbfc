# Litestar handler that lists a customer's orders with sorting via async psycopg.
import os

import psycopg
from litestar import Litestar, get
from litestar.connection import ASGIConnection
from litestar.exceptions import NotAuthorizedException
from litestar.handlers.base import BaseRouteHandler
from psycopg.rows import dict_row

DSN = os.environ["ORDERS_DSN"]
SORT_COLUMNS = {"created_at": "created_at", "total": "total", "status": "status"}
DIRECTIONS = {"asc": "ASC", "desc": "DESC"}


def order_by_clause(sort: str, direction: str) -> str:
    column = SORT_COLUMNS.get(sort, "created_at")
    order = DIRECTIONS.get(direction.lower(), "DESC")
    return f"ORDER BY {column} {order}"


def owns_customer(connection: ASGIConnection, _: BaseRouteHandler) -> None:
    user = connection.scope.get("user")
    if user is None or user.customer_id != connection.path_params["customer_id"]:
        raise NotAuthorizedException()


async def fetch_orders(customer_id: int, sort: str, direction: str, limit: int) -> list:
    query = (
        "SELECT id, status, total, created_at FROM orders WHERE customer_id = %s "
        + order_by_clause(sort, direction)
        + " LIMIT %s"
    )
    async with await psycopg.AsyncConnection.connect(DSN) as conn:
        async with conn.cursor(row_factory=dict_row) as cur:
            await cur.execute(query, (customer_id, limit))
            return await cur.fetchall()


@get("/customers/{customer_id:int}/orders", guards=[owns_customer])
async def list_orders(
    customer_id: int, sort: str = "created_at", direction: str = "desc", limit: int = 50
) -> list:
    limit = max(1, min(limit, 200))
    rows = await fetch_orders(customer_id, sort, direction, limit)
    return [
        {"id": r["id"], "status": r["status"], "total": str(r["total"]),
         "created_at": r["created_at"].isoformat()}
        for r in rows
    ]


app = Litestar(route_handlers=[list_orders])
