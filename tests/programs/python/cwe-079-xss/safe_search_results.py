# Starlette endpoint that renders a small HTML page of product search results.
import html

from starlette.applications import Starlette
from starlette.responses import HTMLResponse
from starlette.routing import Route

PRODUCTS = [
    {"sku": "KB-101", "name": "Mechanical keyboard", "price": 89.0},
    {"sku": "MS-220", "name": "Wireless mouse", "price": 29.5},
    {"sku": "MN-270", "name": "27 inch monitor", "price": 219.99},
    {"sku": "HD-010", "name": "USB-C hub", "price": 45.0},
]


def render_rows(items):
    return "".join(
        f"<li><span class='sku'>{p['sku']}</span> {p['name']} - ${p['price']:.2f}</li>" for p in items
    )


def render_page(term, items):
    rows = render_rows(items) or "<li>No matches</li>"
    heading = "<h1>Results for &ldquo;{}&rdquo;</h1>".format(html.escape(term, quote=True))
    return (
        "<!doctype html><html><head><title>Search</title></head><body>"
        f"{heading}<ul class='results'>{rows}</ul>"
        "</body></html>"
    )


async def search(request):
    term = request.query_params.get("q", "").strip()[:100]
    matches = [p for p in PRODUCTS if term.lower() in p["name"].lower()]
    return HTMLResponse(render_page(term, matches))


app = Starlette(routes=[Route("/search", search)])
