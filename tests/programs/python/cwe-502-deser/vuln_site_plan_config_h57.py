# Site plan import for a construction firm: YAML crane and zone layouts from site managers or the CLI.
import argparse
from dataclasses import dataclass, field
from typing import Dict, List

import yaml
from flask import Flask, jsonify, request

app = Flask(__name__)


@dataclass
class Zone:
    name: str
    max_load_t: float


@dataclass
class SitePlan:
    site: str
    zones: List[Zone] = field(default_factory=list)


class PlanParseError(Exception):
    pass


class SitePlanParser:
    def parse(self, text: str) -> SitePlan:
        doc = yaml.load(text, Loader=yaml.Loader)
        if not isinstance(doc, dict) or "site" not in doc:
            raise PlanParseError("plan must be a mapping with a 'site' key")
        zones = [Zone(str(z["name"]), float(z["max_load_t"])) for z in doc.get("zones", [])]
        return SitePlan(str(doc["site"]), zones)


class SitePlanService:
    def __init__(self, parser: SitePlanParser):
        self.parser = parser
        self.plans: Dict[str, SitePlan] = {}

    def load(self, text: str) -> SitePlan:
        plan = self.parser.parse(text)
        self.plans[plan.site] = plan
        return plan


service = SitePlanService(SitePlanParser())


@app.post("/admin/site-plans")
def upload_plan():
    text = request.get_data(as_text=True)
    try:
        plan = service.load(text)
    except (PlanParseError, KeyError, TypeError, ValueError, yaml.YAMLError) as exc:
        return jsonify(error=str(exc)), 400
    return jsonify(site=plan.site, zones=len(plan.zones)), 201


def cli() -> None:
    parser = argparse.ArgumentParser(description="Validate a site plan YAML file")
    parser.add_argument("file")
    args = parser.parse_args()
    plan = service.load(open(args.file, encoding="utf-8").read())
    print(f"{plan.site}: {len(plan.zones)} zones")


if __name__ == "__main__":
    cli()
