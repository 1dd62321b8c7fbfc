# airline workorder search (h58 set)
"""Work-order search page for an airline line-maintenance hangar.

Technicians search open work orders by tail number or by a word from the
defect description on the hangar terminals.
"""
import html
import os

import asyncpg
from aiohttp import web

DSN = os.environ["MRO_DB_DSN"]

PAGE = """<!doctype html>
<html><head><meta charset="utf-8"><title>Open work orders</title></head>
<body>
<form method="get" action="/workorders"><input name="q"><button>Search</button></form>
{body}
</body></html>"""


def cell(value) -> str:
    return f"<td>{html.escape(str(value))}</td>"


def render_row(order: asyncpg.Record) -> str:
    fields = (order["id"], order["tail_number"], order["ata_chapter"], order["description"], order["due"])
    return "<tr>" + "".join(map(cell, fields)) + "</tr>"


def render_results(term: str, orders: list) -> str:
    if not orders:
        return f"<p>No open work orders match <strong>{term}</strong>.</p>"
    header = "<tr><th>WO</th><th>Tail</th><th>ATA</th><th>Defect</th><th>Due</th></tr>"
    rows = "".join(render_row(o) for o in orders)
    return f"<p>{len(orders)} open work orders</p><table>{header}{rows}</table>"


async def search_orders(pool: asyncpg.Pool, term: str) -> list:
    async with pool.acquire() as conn:
        return await conn.fetch(
            "SELECT id, tail_number, ata_chapter, description, due FROM work_orders "
            "WHERE status = 'open' AND (tail_number = upper($1) OR description ILIKE $2) "
            "ORDER BY due LIMIT 200",
            term,
            f"%{term}%",
        )


async def workorders(request: web.Request) -> web.Response:
    term = request.query.get("q", "").strip()
    body = ""
    if term:
        body = render_results(term, await search_orders(request.app["pool"], term))
    return web.Response(text=PAGE.format(body=body), content_type="text/html")


async def db_pool(app: web.Application):
    app["pool"] = await asyncpg.create_pool(DSN, min_size=1, max_size=5)
    yield
    await app["pool"].close()


def build_app() -> web.Application:
    app = web.Application()
    app.cleanup_ctx.append(db_pool)
    app.router.add_get("/workorders", workorders)
    return app


if __name__ == "__main__":
    web.run_app(build_app(), host=os.environ.get("MRO_HOST", "127.0.0.1"), port=8084)
