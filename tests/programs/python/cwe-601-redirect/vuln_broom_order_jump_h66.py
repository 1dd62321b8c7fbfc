# A broom order jump program of the h66 set (cwe-601-redirect).
# Quick order jump box for the broom workshop's order book (Pyramid 1.4).
# The search box in the page header posts here from every page.
import os
import sqlite3

from pyramid.config import Configurator
from pyramid.httpexceptions import HTTPFound
from pyramid.response import Response
from pyramid.view import view_config

ORDER_DB = os.environ.get("BROOM_ORDER_DB", "/var/lib/broomworks/orders.db")

BROOM_KINDS = ("besom", "yard", "hearth", "cobweb", "witches")


def find_order(ref):
    conn = sqlite3.connect(ORDER_DB)
    try:
        cur = conn.execute("SELECT id FROM orders WHERE ref = ?", (ref,))
        row = cur.fetchone()
        return row[0] if row else None
    finally:
        conn.close()


@view_config(route_name="jump")
def jump(request):
    ref = request.params.get("ref", "").strip().upper()
    came_from = request.params.get("came_from") or request.route_url("home")

    if ref:
        order_id = find_order(ref)
        if order_id is not None:
            return HTTPFound(location=request.route_url("order", id=order_id))

    return HTTPFound(location=came_from)


@view_config(route_name="home")
def home(request):
    return Response("Broom order book: %d broom kinds in the catalogue"
                    % len(BROOM_KINDS), content_type="text/plain")


@view_config(route_name="order")
def order(request):
    try:
        order_id = int(request.matchdict["id"])
    except ValueError:
        return Response("bad order id", status=400, content_type="text/plain")
    return Response("Order #%d" % order_id, content_type="text/plain")


def main(global_config, **settings):
    config = Configurator(settings=settings)
    config.add_route("home", "/")
    config.add_route("jump", "/jump")
    config.add_route("order", "/orders/{id}")
    config.scan()
    return config.make_wsgi_app()
