# Reporting API: paginated invoice listing for a tenant, backed by PostgreSQL through asyncpg.
import logging
import os

import asyncpg
from fastapi import FastAPI, Query

app = FastAPI()
log = logging.getLogger("reports")

SORT_COLUMNS = {"created_at": "created_at", "amount": "amount", "customer": "customer_name"}


@app.on_event("startup")
async def startup():
    app.state.pool = await asyncpg.create_pool(dsn=os.environ["REPORTS_DSN"], max_size=10)


@app.on_event("shutdown")
async def shutdown():
    await app.state.pool.close()


async def fetch_invoices(pool, tenant_id, order_by, limit, offset):
    sql = (
        "SELECT id, customer_name, amount, created_at FROM invoices "
        f"WHERE tenant_id = $1 ORDER BY {order_by} DESC LIMIT $2 OFFSET $3"
    )
    async with pool.acquire() as conn:
        return await conn.fetch(sql, tenant_id, limit, offset)


@app.get("/tenants/{tenant_id}/invoices")
async def list_invoices(
    tenant_id: int,
    sort: str = Query("created_at"),
    page: int = Query(1, ge=1),
    size: int = Query(50, ge=1, le=200),
):
    if sort not in SORT_COLUMNS:
        log.warning("unexpected sort column %r for tenant %s", sort, tenant_id)
    column = SORT_COLUMNS.get(sort, "created_at")
    rows = await fetch_invoices(app.state.pool, tenant_id, column, size, (page - 1) * size)
    return {"page": page, "items": [dict(r) for r in rows]}
