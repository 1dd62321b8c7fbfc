# A saddle order lookup program of the h67 set (cwe-089-sql).
# saddle makers: let workshop staff look up bespoke saddle orders by the customer's surname
from __future__ import annotations

import os
from collections.abc import AsyncGenerator
from datetime import date
from typing import Annotated

import asyncpg
import msgspec
from litestar import Litestar, get
from litestar.datastructures import State
from litestar.di import Provide
from litestar.params import Parameter

Surname = Annotated[str, msgspec.Meta(pattern=r"^[A-Za-z' -]{2,40}$")]


class OrderSummary(msgspec.Struct):
    order_no: int
    customer: str
    horse_name: str
    tree_width: str
    leather: str
    promised_for: date | None
    stage: str


class OrderRepository:
    def __init__(self, conn: asyncpg.Connection) -> None:
        self.conn = conn

    async def by_surname(self, surname: str, include_closed: bool) -> list[OrderSummary]:
        stage_clause = "" if include_closed else "AND o.stage <> 'delivered'"
        query = f"""
            SELECT o.order_no, c.full_name AS customer, o.horse_name, o.tree_width,
                   o.leather, o.promised_for, o.stage
            FROM saddle_orders o
            JOIN customers c ON c.customer_id = o.customer_id
            WHERE c.surname ILIKE '{surname}' {stage_clause}
            ORDER BY o.promised_for NULLS LAST
        """
        rows = await self.conn.fetch(query)
        return [OrderSummary(**dict(r)) for r in rows]

    async def count_open(self) -> int:
        return await self.conn.fetchval("SELECT count(*) FROM saddle_orders WHERE stage <> 'delivered'")


async def on_startup(app: Litestar) -> None:
    app.state.pool = await asyncpg.create_pool(dsn=os.environ["SADDLERY_DSN"], min_size=1, max_size=5)


async def on_shutdown(app: Litestar) -> None:
    await app.state.pool.close()


async def provide_repo(state: State) -> AsyncGenerator[OrderRepository, None]:
    async with state.pool.acquire() as conn:
        yield OrderRepository(conn)


@get("/orders")
async def find_orders(
    repo: OrderRepository,
    surname: Annotated[Surname, Parameter(query="surname")],
    include_closed: bool = False,
) -> list[OrderSummary]:
    return await repo.by_surname(surname, include_closed)


@get("/orders/open-count")
async def open_count(repo: OrderRepository) -> dict[str, int]:
    return {"open": await repo.count_open()}


app = Litestar(
    route_handlers=[find_orders, open_count],
    dependencies={"repo": Provide(provide_repo)},
    on_startup=[on_startup],
    on_shutdown=[on_shutdown],
)
