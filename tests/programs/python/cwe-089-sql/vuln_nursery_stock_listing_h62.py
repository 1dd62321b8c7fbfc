# A nursery stock listing program of the h62 set (cwe-089-sql).
"""Stock listing endpoint for the plant nursery's potting-shed tablets."""
import logging
import os
from typing import Dict, List, Optional

import asyncpg
from litestar import Litestar, get
from litestar.datastructures import State
from litestar.exceptions import ValidationException

log = logging.getLogger("nursery.stock")

SORTABLE: Dict[str, str] = {
    "name": "p.common_name",
    "latin": "p.latin_name",
    "price": "s.price_cents",
    "stock": "s.quantity",
    "zone": "p.hardiness_zone",
}


def check_sort(column: str) -> Optional[str]:
    if column not in SORTABLE:
        return f"cannot sort by {column!r}; choose one of {', '.join(SORTABLE)}"
    return None


def order_clause(column: str, descending: bool) -> str:
    target = SORTABLE.get(column, column)
    return f"{target} {'DESC' if descending else 'ASC'}"


def stock_query(order: str) -> str:
    return (
        "SELECT p.common_name, p.latin_name, p.hardiness_zone, s.pot_size, s.quantity, s.price_cents "
        "FROM plants p JOIN stock s ON s.plant_id = p.id "
        "WHERE p.genus = $1 AND s.quantity > 0 "
        f"ORDER BY {order} LIMIT $2"
    )


async def open_pool(app: Litestar) -> None:
    app.state.pool = await asyncpg.create_pool(dsn=os.environ["NURSERY_DSN"], min_size=1, max_size=5)


async def close_pool(app: Litestar) -> None:
    await app.state.pool.close()


@get("/stock/{genus:str}")
async def list_stock(
    state: State, genus: str, sort: str = "name", desc: bool = False, limit: int = 25
) -> List[dict]:
    problem = check_sort(sort)
    if problem:
        log.warning("stock listing: %s", problem)
    query = stock_query(order_clause(sort, desc))
    async with state.pool.acquire() as conn:
        rows = await conn.fetch(query, genus.capitalize(), max(1, min(limit, 100)))
    return [dict(r) for r in rows]


app = Litestar(route_handlers=[list_stock], on_startup=[open_pool], on_shutdown=[close_pool])
