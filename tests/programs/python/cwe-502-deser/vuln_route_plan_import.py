# Starlette endpoint that imports a depot's delivery route plan uploaded as a YAML document.
import os
from dataclasses import dataclass, field
from typing import Dict, List, Tuple

import yaml
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import Route

MAX_STOPS = int(os.environ.get("ROUTE_MAX_STOPS", "250"))


@dataclass
class Stop:
    sequence: int
    address: str
    window: str


@dataclass
class RoutePlan:
    depot: str
    vehicle: str
    stops: List[Stop] = field(default_factory=list)


class RoutePlanParser:
    def load(self, text: str) -> dict:
        doc = yaml.load(text, Loader=yaml.Loader)
        if not isinstance(doc, dict):
            raise ValueError("route plan must be a mapping")
        return doc

    def to_plan(self, depot: str, doc: dict) -> RoutePlan:
        plan = RoutePlan(depot=depot, vehicle=str(doc.get("vehicle", "unassigned")))
        for i, s in enumerate(doc.get("stops", [])[:MAX_STOPS], start=1):
            plan.stops.append(Stop(i, str(s["address"]), str(s.get("window", "any"))))
        return plan


class RouteImportService:
    def __init__(self, parser: RoutePlanParser):
        self.parser = parser
        self.plans: Dict[Tuple[str, str], RoutePlan] = {}

    def import_plan(self, depot: str, text: str) -> RoutePlan:
        plan = self.parser.to_plan(depot, self.parser.load(text))
        self.plans[(depot, plan.vehicle)] = plan
        return plan


service = RouteImportService(RoutePlanParser())


async def upload_plan(request: Request) -> JSONResponse:
    depot = request.path_params["depot"]
    text = (await request.body()).decode("utf-8")
    try:
        plan = service.import_plan(depot, text)
    except (ValueError, KeyError, TypeError, yaml.YAMLError) as exc:
        return JSONResponse({"error": str(exc)}, status_code=400)
    return JSONResponse({"depot": depot, "vehicle": plan.vehicle, "stops": len(plan.stops)})


app = Starlette(routes=[Route("/depots/{depot}/route-plans", upload_plan, methods=["POST"])])
