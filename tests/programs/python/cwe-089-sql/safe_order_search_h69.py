# A order search program of the h69 set (cwe-089-sql).
import contextvars
import sqlite3
from urllib.parse import parse_qs

from starlette.applications import Starlette
from starlette.responses import JSONResponse
from starlette.routing import Route

DB_PATH = "/srv/hempandhawser/orders.db"

search_opts: contextvars.ContextVar[dict] = contextvars.ContextVar("search_opts", default={})


class SearchOptionsMiddleware:
    """Parse listing options once so every query helper sees the same values."""

    def __init__(self, app):
        self.app = app

    async def __call__(self, scope, receive, send):
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        params = parse_qs(scope.get("query_string", b"").decode())
        opts = {
            "sort": params.get("sort", [""])[0],
            "dir": params.get("dir", ["asc"])[0],
            "fibre": params.get("fibre", [""])[0],
            "page": params.get("page", ["1"])[0],
        }
        token = search_opts.set(opts)
        try:
            await self.app(scope, receive, send)
        finally:
            search_opts.reset(token)


def order_clause() -> str:
    opts = search_opts.get()
    direction = "DESC" if opts.get("dir") == "desc" else "ASC"
    match opts.get("sort"):
        case "length":
            return f"ORDER BY length_m {direction}"
        case "diameter":
            return f"ORDER BY diameter_mm {direction}"
        case "due":
            return f"ORDER BY due_date {direction}"
        case _:
            return "ORDER BY created_at DESC"


def page_offset(page_size: int) -> int:
    page = search_opts.get().get("page", "1")
    return (int(page) - 1) * page_size if page.isdigit() and int(page) > 0 else 0


def find_orders(page_size: int = 25) -> list[dict]:
    fibre = search_opts.get().get("fibre")
    where, params = "", []
    if fibre:
        where, params = "WHERE fibre = ?", [fibre]
    sql = (
        "SELECT id, customer, fibre, length_m, diameter_mm, due_date FROM orders "
        f"{where} {order_clause()} LIMIT ? OFFSET ?"
    )
    with sqlite3.connect(DB_PATH) as conn:
        conn.row_factory = sqlite3.Row
        rows = conn.execute(sql, [*params, page_size, page_offset(page_size)]).fetchall()
    return [dict(r) for r in rows]


async def list_orders(request):
    return JSONResponse({"orders": find_orders(), "options": search_opts.get()})


async def fibre_totals(request):
    with sqlite3.connect(DB_PATH) as conn:
        rows = conn.execute("SELECT fibre, SUM(length_m) FROM orders GROUP BY fibre").fetchall()
    return JSONResponse({fibre: total for fibre, total in rows})


app = Starlette(
    routes=[Route("/orders", list_orders), Route("/orders/fibres", fibre_totals)],
)
app.add_middleware(SearchOptionsMiddleware)
