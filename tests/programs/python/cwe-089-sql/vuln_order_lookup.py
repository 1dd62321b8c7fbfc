# aiohttp handler that lists a customer's orders filtered by status from PostgreSQL.
import os

import asyncpg
from aiohttp import web


class OrderRepository:
    def __init__(self, pool: asyncpg.Pool):
        self.pool = pool

    async def by_status(self, customer_id: int, status: str, limit: int = 50):
        query = (
            "SELECT id, total, created_at FROM orders "
            f"WHERE customer_id = {customer_id} AND status = '{status}' "
            f"ORDER BY created_at DESC LIMIT {limit}"
        )
        async with self.pool.acquire() as conn:
            return await conn.fetch(query)


async def list_orders(request: web.Request) -> web.Response:
    try:
        customer_id = int(request.match_info["customer_id"])
        limit = min(int(request.query.get("limit", "50")), 200)
    except ValueError:
        raise web.HTTPBadRequest(text="customer id and limit must be integers")
    status = request.query.get("status", "open")
    repo: OrderRepository = request.app["orders"]
    rows = await repo.by_status(customer_id, status, limit)
    payload = [
        {"id": r["id"], "total": str(r["total"]), "created": r["created_at"].isoformat()}
        for r in rows
    ]
    return web.json_response(payload)


async def orders_ctx(app: web.Application):
    pool = await asyncpg.create_pool(dsn=os.environ["DATABASE_URL"], max_size=10)
    app["orders"] = OrderRepository(pool)
    yield
    await pool.close()


app = web.Application()
app.cleanup_ctx.append(orders_ctx)
app.router.add_get("/customers/{customer_id}/orders", list_orders)

if __name__ == "__main__":
    web.run_app(app, port=8082)
