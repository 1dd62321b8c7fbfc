# FastAPI endpoint that looks up delivery routes for a depot from the XML route plan published each night.
from functools import lru_cache

from fastapi import Depends, FastAPI, HTTPException, Query
from lxml import etree

ROUTE_PLAN = "/srv/logistics/route-plan.xml"
app = FastAPI(title="depot-routes")


@lru_cache(maxsize=1)
def load_plan() -> etree._ElementTree:
    parser = etree.XMLParser(resolve_entities=False, no_network=True)
    return etree.parse(ROUTE_PLAN, parser)


def get_plan() -> etree._ElementTree:
    return load_plan()


class RouteQuery:
    def __init__(self, depot: str = Query(..., max_length=64), driver: str = Query("", max_length=64)):
        self.depot = depot.strip()
        self.driver = driver.strip()


def find_routes(plan, query: RouteQuery):
    expr = "//depot[@code=$code]/route[@published='true']"
    routes = plan.xpath(expr, code=query.depot)
    if query.driver:
        routes = [r for r in routes if r.get("driver") == query.driver]
    return routes


@app.get("/routes")
def list_routes(query: RouteQuery = Depends(), plan=Depends(get_plan)):
    routes = find_routes(plan, query)
    if not routes:
        raise HTTPException(status_code=404, detail="no published routes for depot")
    return {
        "depot": query.depot,
        "routes": [
            {"id": r.get("id"), "driver": r.get("driver"), "stops": len(r.findall("stop"))}
            for r in routes
        ],
    }
