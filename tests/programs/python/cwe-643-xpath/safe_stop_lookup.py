# Sanic handler that looks up a delivery stop on a route from the depot's XML route plan.
from lxml import etree
from sanic import Sanic
from sanic.exceptions import Forbidden, NotFound
from sanic.response import json

app = Sanic("route_plan")
ROUTE_PLAN = "/srv/depot/route_plan.xml"


class RoutePlan:
    def __init__(self, path: str):
        self.tree = etree.parse(path)

    def find_stop(self, route_id: str, stop_name: str):
        query = "//route[@id=$route]/stop[customer=$customer]"
        nodes = self.tree.xpath(query, route=route_id, customer=stop_name)
        return nodes[0] if nodes else None


def stop_summary(node) -> dict:
    return {
        "sequence": int(node.get("seq", "0")),
        "customer": node.findtext("customer"),
        "address": node.findtext("address"),
        "window": node.findtext("window"),
        "gate_code": node.findtext("gate_code"),
    }


@app.before_server_start
async def load_plan(app_, _loop):
    app_.ctx.plan = RoutePlan(ROUTE_PLAN)


@app.get("/routes/<route_id:str>/stops")
async def lookup_stop(request, route_id: str):
    if route_id != request.ctx.driver_route:
        raise Forbidden("route not assigned to this driver")
    customer = request.args.get("customer", "").strip()
    if not customer:
        return json({"error": "customer is required"}, status=400)
    node = request.app.ctx.plan.find_stop(route_id, customer)
    if node is None:
        raise NotFound("no such stop on this route")
    return json(stop_summary(node))
