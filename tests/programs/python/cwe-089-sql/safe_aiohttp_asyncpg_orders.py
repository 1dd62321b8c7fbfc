# aiohttp API listing a customer's orders with a caller-chosen sort column
import asyncpg
from aiohttp import web

SORT_COLUMNS = {"created": "created_at", "total": "total", "status": "status"}


async def list_orders(request: web.Request) -> web.Response:
    customer_id = int(request.match_info["customer_id"])
    sort = SORT_COLUMNS.get(request.query.get("sort", "created"), "created_at")
    pool: asyncpg.Pool = request.app["pool"]
    async with pool.acquire() as conn:
        rows = await conn.fetch(
            f"SELECT id, total, status, created_at FROM orders "
            f"WHERE customer_id = $1 ORDER BY {sort} DESC LIMIT 50",
            customer_id,
        )
    return web.json_response([{**dict(r), "created_at": r["created_at"].isoformat()} for r in rows])


async def init_pool(app: web.Application):
    app["pool"] = await asyncpg.create_pool(dsn="postgresql:///shop")
    yield
    await app["pool"].close()


app = web.Application()
app.cleanup_ctx.append(init_pool)
app.router.add_get("/customers/{customer_id}/orders", list_orders)
