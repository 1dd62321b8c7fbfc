# A cotton candy vendor flavor search page program of the h75 set (cwe-079-xss).
import logging
from decimal import Decimal, InvalidOperation

from django.core.exceptions import ValidationError
from django.db import DatabaseError, connection
from django.http import HttpResponse, HttpResponseBadRequest
from django.urls import path
from django.utils.html import escape
from django.views.decorators.http import require_GET

log = logging.getLogger("candyfloss.search")

PAGE = """<!doctype html>
<html><head><title>Flavors</title></head>
<body><h1>Our flavors</h1>
<form method="get"><input name="q" value="{query}"><button>Search</button></form>
{content}
</body></html>"""


def parse_max_price(value):
    if not value:
        return None
    try:
        price = Decimal(value)
    except InvalidOperation as exc:
        raise ValidationError("max price must be a number") from exc
    if price <= 0 or price > 100:
        raise ValidationError("max price out of range")
    return price


def find_flavors(term, max_price):
    sql = "SELECT name, colour, price FROM flavors WHERE name ILIKE %s"
    params = [f"%{term}%"]
    if max_price is not None:
        sql += " AND price <= %s"
        params.append(max_price)
    with connection.cursor() as cur:
        cur.execute(sql + " ORDER BY name LIMIT 40", params)
        return cur.fetchall()


def render_rows(rows):
    items = "".join(
        f"<li>{escape(name)} ({escape(colour)}) - ${price:.2f}</li>"
        for name, colour, price in rows
    )
    return f"<ul>{items}</ul>"


@require_GET
def flavor_search(request):
    raw = request.GET.get("q", "").strip()[:80]
    query = escape(raw)
    try:
        max_price = parse_max_price(request.GET.get("max_price", ""))
    except ValidationError as exc:
        return HttpResponseBadRequest(escape("; ".join(exc.messages)))
    try:
        rows = find_flavors(raw, max_price)
    except DatabaseError:
        log.exception("flavor lookup failed for %r", raw)
        rows = None
    if rows is None:
        content = "<p>The flavor list is unavailable right now.</p>"
    elif not rows:
        content = f"<p>No flavors match &ldquo;{raw}&rdquo;. Try another word.</p>"
    else:
        content = render_rows(rows)
    return HttpResponse(PAGE.format(query=query, content=content))


urlpatterns = [
    path("flavors/", flavor_search, name="flavor-search"),
]
